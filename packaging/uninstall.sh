#!/bin/sh
# Remove what packaging/install.sh put in place for the current user: the bundle, the
# launcher, the icons, the menu entry, the saved games' MIME type and the AppStream file.
# Saved games, statistics and settings stay.
set -eu

data=${XDG_DATA_HOME:-$HOME/.local/share}
bin_dir=$HOME/.local/bin
dest=$data/kosci/bundle

# The launcher only if it is ours (a link into the bundle), not another program named kosci.
if [ -L "$bin_dir/kosci" ] && [ "$(readlink "$bin_dir/kosci")" = "$dest/kosci" ]; then
    rm -f "$bin_dir/kosci"
fi
rm -rf "$dest" "$dest.new"
rmdir "$data/kosci" 2>/dev/null || true
rm -f "$data/applications/kosci.desktop" "$data/mime/packages/kosci.xml" \
    "$data/metainfo/org.kosci.Kosci.metainfo.xml"
for icon in "$data"/icons/hicolor/*/apps/kosci.png "$data/icons/hicolor/scalable/apps/kosci.svg"; do
    rm -f "$icon"
done

if [ -d "$data/mime/packages" ] && command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database "$data/mime" >/dev/null 2>&1 || true
fi
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$data/applications" || true
fi
if [ -d "$data/icons/hicolor" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -f -t "$data/icons/hicolor" || true
fi
echo "Kości is uninstalled (saved games and settings were kept)."
