#!/bin/sh
# Install the Kości bundle for the current user (no root needed), so that "Kości" appears in
# the desktop's application menu:
#   the bundle      -> $XDG_DATA_HOME/kosci/bundle/   (XDG_DATA_HOME defaults to ~/.local/share)
#   a launcher      -> ~/.local/bin/kosci              (a symbolic link to the bundle's program)
#   the icons       -> $XDG_DATA_HOME/icons/hicolor/<size>/apps/kosci.png (+ scalable SVG)
#   the menu entry  -> $XDG_DATA_HOME/applications/kosci.desktop (opens saved games: %f)
#   saved games     -> $XDG_DATA_HOME/mime/packages/kosci.xml (MIME type application/x-kosci-game)
#   software centre -> $XDG_DATA_HOME/metainfo/org.kosci.Kosci.metainfo.xml (AppStream)
#
#   packaging/install.sh [BUNDLE]
#
# BUNDLE is the folder holding the `kosci` program; by default the folder this script is in
# (when it was shipped inside an unpacked kosci-*.tar.gz) or else dist/kosci of the checkout.
# Installing again replaces the bundle. Saved games and settings live elsewhere and are kept.
# packaging/uninstall.sh undoes all of it.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
if [ $# -gt 0 ]; then
    src=$(cd "$1" && pwd)
elif [ -x "$here/kosci" ] && [ -d "$here/_internal" ]; then
    src=$here
else
    src=$(cd "$here/.." && pwd)/dist/kosci
fi
if [ ! -x "$src/kosci" ]; then
    echo "install.sh: no bundle at $src (build it with packaging/build.sh)" >&2
    exit 1
fi

data=${XDG_DATA_HOME:-$HOME/.local/share}
bin_dir=$HOME/.local/bin
dest=$data/kosci/bundle
icons=$src/_internal/kosci_gui/assets/icons

# The menu entry's template, the MIME type and the AppStream file: beside this script, or
# inside the bundle.
find_file() {
    for candidate in "$here/$1" "$src/$1"; do
        if [ -f "$candidate" ]; then echo "$candidate"; return; fi
    done
    echo "install.sh: $1 not found next to $0 or in $src" >&2
    exit 1
}
desktop=$(find_file kosci.desktop)
mime=$(find_file kosci-mime.xml)
metainfo=$(find_file org.kosci.Kosci.metainfo.xml)

echo "Installing Kości from $src"
mkdir -p "$data/kosci" "$bin_dir" "$data/applications" "$data/mime/packages" "$data/metainfo"

# Copy next to the old bundle first, then swap, so a failed copy leaves the old one working.
if [ "$src" != "$dest" ]; then
    rm -rf "$dest.new"
    cp -R "$src" "$dest.new"
    rm -rf "$dest"
    mv "$dest.new" "$dest"
fi
echo "  bundle:     $dest"

ln -sfn "$dest/kosci" "$bin_dir/kosci"
echo "  launcher:   $bin_dir/kosci"

installed_icons=0
for png in "$icons"/hicolor/*/apps/kosci.png; do
    [ -f "$png" ] || continue
    size=$(basename "$(dirname "$(dirname "$png")")")
    mkdir -p "$data/icons/hicolor/$size/apps"
    cp "$png" "$data/icons/hicolor/$size/apps/kosci.png"
    installed_icons=$((installed_icons + 1))
done
if [ -f "$icons/kosci.svg" ]; then
    mkdir -p "$data/icons/hicolor/scalable/apps"
    cp "$icons/kosci.svg" "$data/icons/hicolor/scalable/apps/kosci.svg"
    installed_icons=$((installed_icons + 1))
fi
echo "  icons:      $installed_icons in $data/icons/hicolor"

# Exec may quote its program (a home folder with a space); TryExec takes the bare path; %f
# passes a saved game opened from a file manager.
entry=$data/applications/kosci.desktop
sed -e "s|^Exec=.*|Exec=\"$dest/kosci\" %f|" -e "s|^TryExec=.*|TryExec=$dest/kosci|" \
    -e '/^# packaging/d' -e '/^# opened from a file manager/d' "$desktop" > "$entry.new"
mv "$entry.new" "$entry"
echo "  menu entry: $entry"

cp "$mime" "$data/mime/packages/kosci.xml"
cp "$metainfo" "$data/metainfo/org.kosci.Kosci.metainfo.xml"
echo "  saved games: $data/mime/packages/kosci.xml (application/x-kosci-game, *.kosci)"

# Let the desktop notice the new entry, type and icons now rather than at the next login.
if command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database "$data/mime" >/dev/null 2>&1 || true
fi
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$data/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -f -t "$data/icons/hicolor" || true
fi
touch "$data/icons/hicolor" 2>/dev/null || true

case ":$PATH:" in
    *":$bin_dir:"*) ;;
    *) echo "Note: $bin_dir is not on your PATH; the menu entry works, the 'kosci' command needs it." ;;
esac
echo "Done: start Kości from the application menu (Games), or run: kosci"
