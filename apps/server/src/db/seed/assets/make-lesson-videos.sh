#!/bin/sh
# Regenerates the sample lesson videos the demo seed attaches to the college lessons
# (features/content/seed-assets.ts, keys seed/video/<name>.mp4). Needs ffmpeg (Debian: apt-get install ffmpeg)
# and the DejaVu fonts; it is a tool for whoever regenerates them, not a dependency of the server.
#
# Each video: 640x360, 15 fps, H.264 (x264 main, CRF 28) with the moov atom up front (faststart) so a browser
# can start playing and seek before the whole file arrives, SMPTE bars sliding across a plain background, the
# lesson title, a seconds counter (handy to check that "resume" lands at the right second), a progress bar
# along the bottom, and a quiet mono AAC sine tone. Bit-exact flags and no metadata keep reruns stable.
#
# Usage: sh make-lesson-videos.sh   (writes the .mp4 files next to this script)
set -eu
cd "$(dirname "$0")"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

# make <out.mp4> <seconds> <background hex> <accent hex> <title> <tone Hz>
make() {
  out=$1 dur=$2 bg=$3 accent=$4 title=$5 tone=$6
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=0x$bg:s=640x360:r=15:d=$dur" \
    -f lavfi -i "smptehdbars=s=192x108:r=15:d=$dur" \
    -f lavfi -i "color=c=0x$accent:s=640x6:r=15:d=$dur" \
    -f lavfi -i "sine=f=$tone:sample_rate=22050:d=$dur" \
    -filter_complex "[0][1]overlay=x='(W-w)/2+180*sin(2*PI*t/12)':y=118[a];[a][2]overlay=x='-W+W*t/$dur':y=354[b];[b]drawtext=fontfile=$bold:text='$title':fontsize=30:fontcolor=white:x=(w-tw)/2:y=34,drawtext=fontfile=$font:text='ClearSight Vision - sample lesson video':fontsize=16:fontcolor=0x$accent:x=(w-tw)/2:y=78,drawtext=fontfile=$font:text='%{eif\:t\:d\:2} s / $dur s':fontsize=18:fontcolor=white:x=(w-tw)/2:y=260,format=yuv420p[v]" \
    -map '[v]' -map 3:a \
    -c:v libx264 -preset veryslow -crf 28 -tune animation -g 150 -profile:v main \
    -c:a aac -b:a 16k -ac 1 \
    -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
    "$out"
}

make lesson-camera-basics.mp4 30 0f172a 38bdf8 'Lesson — Camera basics' 440
make lesson-lighting-and-lenses.mp4 24 1c1917 f59e0b 'Lesson — Lighting and lenses' 523
make lesson-inspection-workflow.mp4 36 052e16 22c55e 'Lesson — Inspection workflow' 659
