// Gatsby's Link calls ___loader in the browser; jsdom tests need a no-op one.
global.___loader = { enqueue: jest.fn() }
