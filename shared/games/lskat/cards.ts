/** The cards of Offiziersskat: shared with the Kontra/Re rule set (see ../offiziersskat-core). */
export * from '../offiziersskat-core/cards';
