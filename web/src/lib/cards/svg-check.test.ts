import { describe, expect, it } from 'vitest';
import { parseSvg } from './svg-check';

describe('the tiny SVG checker itself', () => {
	it.each([
		['<svg><g></svg>'],
		['<svg><g></g>'],
		['<svg></svg><svg></svg>'],
		['<svg x="1></svg>'],
		['<svg x=1></svg>'],
		['<svg><path d="M0 0"></svg>'],
		['<svg><text>a < b</text></svg>'],
		['<svg><text>R&D</text></svg>'],
		['<svg a="1" a="2"></svg>']
	])('rejects %s', (bad) => {
		expect(() => parseSvg(bad)).toThrow();
	});

	it('accepts nested, self-closing and text content', () => {
		const tags = parseSvg('<svg a="1"><g><path d="M0 0Z"/><text x="1">10</text></g></svg>');
		expect(tags.map((t) => t.name)).toEqual(['svg', 'g', 'path', 'text']);
		expect(tags[3]?.text).toBe('10');
	});

	it('tracks ancestor transforms', () => {
		const tags = parseSvg('<svg><g transform="rotate(1)"><g><path d="M0 0Z"/></g></g></svg>');
		expect(tags[3]?.ancestors).toEqual(['rotate(1)']);
	});
});
