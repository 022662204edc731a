/**
 * The accessible name of a card button or picture: what is printed in its corner first,
 * then its full name ("K, Herz König", "Q, Queen of hearts"). Voice control and agents
 * then find the card by the letter they see; number cards already say their number.
 */
export function cardLabel(index: string, name: string): string {
  return name.split(/\s+/).includes(index) ? name : `${index}, ${name}`;
}
