// No async boundary: the shell provides its shared libraries eagerly (build/webpack.common.cjs
// hostConfig), so they are in the share scope before any module of the shell runs.
import './bootstrap';
