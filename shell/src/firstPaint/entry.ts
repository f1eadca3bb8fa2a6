// The before-paint script's entry: the shell's build emits it as first-paint.<hash>.js, a classic
// script the page's <head> runs at once (build/BeforePaintScriptsPlugin.cjs).
import { runFirstPaint } from './firstPaint';

runFirstPaint();
