#!/usr/bin/env bash
# Fetches the copyright files of Debian packages that are not installed here (X.Org, Mesa, fonts,
# printing, browsers, numeric and database libraries: files that name many companies,
# universities and foundations), for the downloaded-copyright part of `npm run eval:dev`.
# Only the .deb archives are downloaded (nothing is installed); each package's
# usr/share/doc/<pkg>/copyright is kept under $1 (default /tmp/aigw-dev-copyright)/<pkg>/.
set -euo pipefail
out="${1:-/tmp/aigw-dev-copyright}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
packages=(
  cups-filters firefox-esr fonts-dejavu-core ghostscript hplip-data libarchive13 libblas3 libbz2-1.0
  libcairo2 libcurl4 libexpat1 libfftw3-double3 libfontconfig1 libfreetype6 libgcc-s1 libgcrypt20
  libgdal32 libgeos-c1v5 libgfortran5 libgl1-mesa-dri libglib2.0-0 libgnutls30 libgs10 libgtk-3-0
  libharfbuzz0b libhdf5-103-1 libicu72 libjpeg62-turbo libkrb5-3 liblapack3 libldap-2.5-0 libllvm15
  liblzma5 libmariadb3 libnetcdf19 libnss3 libopenblas0 libpango-1.0-0 libperl5.36 libpng16-16
  libpoppler126 libpq5 libproj25 libpython3.11-stdlib libqt5core5a libreoffice-common libsane1
  libsasl2-2 libsnmp-base libsqlite3-0 libtiff6 libwebkit2gtk-4.1-0 libx11-6 libxaw7 libxfont2 libxi6
  libxml2 libxmu6 libxrender1 libxt6 libzstd1 mariadb-common openjdk-17-jre-headless perl-modules-5.36
  postgresql-common python3.11 tcl8.6 texlive-base thunderbird tk8.6 twm x11-apps xfonts-base
  xserver-xorg-core xterm zlib1g
)
cd "$work"
for p in "${packages[@]}"; do apt-get download "$p" >/dev/null 2>&1 || echo "not available: $p" >&2; done
for deb in ./*.deb; do
  p="$(basename "$deb" | cut -d_ -f1)"
  mkdir -p "x/$p" "$out/$p"
  dpkg-deb --fsys-tarfile "$deb" | tar -x -C "x/$p" --wildcards './usr/share/doc/*/copyright' 2>/dev/null || true
  f="$(find "x/$p" -name copyright | head -1)"
  if [ -n "$f" ]; then cp "$f" "$out/$p/copyright"; fi
done
echo "copyright files under $out: $(find "$out" -name copyright | wc -l)"
