/**
 * The edges of a trie, `(node, symbol) -> child`, in one open-addressing hash table of typed
 * arrays. A `Map` keyed by a number built from both is several times slower to fill and to read,
 * and its keys leave the small-integer range once the trie is large.
 */
export class EdgeTable {
  private nodes: Int32Array;
  private symbols: Int32Array;
  private children: Int32Array;
  private mask: number;
  private count = 0;

  constructor(capacity = 1024) {
    const size = 1 << Math.ceil(Math.log2(Math.max(16, capacity * 2)));
    this.nodes = new Int32Array(size).fill(-1);
    this.symbols = new Int32Array(size);
    this.children = new Int32Array(size);
    this.mask = size - 1;
  }

  /** The child of `node` along `symbol`, or -1. */
  get(node: number, symbol: number): number {
    for (let slot = hash(node, symbol) & this.mask; ; slot = (slot + 1) & this.mask) {
      const at = this.nodes[slot];
      if (at === -1) return -1;
      if (at === node && this.symbols[slot] === symbol) return this.children[slot];
    }
  }

  /** Adds an edge that is not there yet. */
  add(node: number, symbol: number, child: number): void {
    // At most half full, so a probe ends soon.
    if ((this.count + 1) * 2 > this.nodes.length) this.grow();
    this.count++;
    this.place(node, symbol, child);
  }

  private place(node: number, symbol: number, child: number): void {
    let slot = hash(node, symbol) & this.mask;
    while (this.nodes[slot] !== -1) slot = (slot + 1) & this.mask;
    this.nodes[slot] = node;
    this.symbols[slot] = symbol;
    this.children[slot] = child;
  }

  private grow(): void {
    const { nodes, symbols, children } = this;
    this.nodes = new Int32Array(nodes.length * 2).fill(-1);
    this.symbols = new Int32Array(nodes.length * 2);
    this.children = new Int32Array(nodes.length * 2);
    this.mask = nodes.length * 2 - 1;
    for (let slot = 0; slot < nodes.length; slot++) if (nodes[slot] !== -1) this.place(nodes[slot], symbols[slot], children[slot]);
  }
}

function hash(node: number, symbol: number): number {
  const h = Math.imul(node, 0x9e3779b1) ^ Math.imul(symbol + 0x632be5ab, 0x85ebca77);
  return h ^ (h >>> 15);
}
