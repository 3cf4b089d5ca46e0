// ByteReader: a bounds-checked, big-endian cursor over a byte window of a class file (JVMS §4:
// u1/u2/u4 are unsigned big-endian). Reports overruns; does not know what the bytes mean.
//
//   file:   |<----------------------------- file_size ----------------------------->|
//   window:            |<-- begin ............ pos ........ end -->|
//                                               ^ next read
//
// A read that would pass `end` reads nothing, returns zero, and leaves the reader *overrun*: the
// first overrun's offset and byte count are kept, every later read also returns zero, and `pos`
// stops moving. Callers read a whole structure, then test `ok()` once, before using any value.
// Offsets are absolute (from the start of the file) so error messages can point into the file.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

namespace jvmlab::classfile {

/// Bounds-checked big-endian reader over [begin, end) of a file's bytes. Never reads outside the
/// window, never throws. Not thread-safe (a cursor); the bytes must outlive it. Cheap to copy.
class ByteReader {
 public:
  /// An empty reader (every read overruns).
  ByteReader() = default;
  /// A reader over the whole file.
  explicit ByteReader(std::span<const uint8_t> file)
      : data_(file.data()), pos_(0), end_(file.size()) {}

  /// True while no read has overrun the window.
  bool ok() const { return !overrun_; }
  /// Absolute offset of the next byte to read.
  size_t offset() const { return pos_; }
  /// Absolute offset one past the window's last byte.
  size_t end() const { return end_; }
  /// Bytes left in the window.
  size_t remaining() const { return end_ - pos_; }
  /// Where the first overrun happened and how many bytes it wanted (valid when !ok()).
  size_t overrun_offset() const { return overrun_offset_; }
  size_t overrun_needed() const { return overrun_needed_; }

  uint8_t u1() {
    if (!take(1)) return 0;
    return data_[pos_++];
  }
  uint16_t u2() {
    if (!take(2)) return 0;
    const uint8_t* p = data_ + pos_;
    pos_ += 2;
    return static_cast<uint16_t>((p[0] << 8) | p[1]);
  }
  uint32_t u4() {
    if (!take(4)) return 0;
    const uint8_t* p = data_ + pos_;
    pos_ += 4;
    return (uint32_t{p[0]} << 24) | (uint32_t{p[1]} << 16) | (uint32_t{p[2]} << 8) | p[3];
  }
  uint64_t u8() {
    const uint64_t hi = u4();
    const uint64_t lo = u4();
    return (hi << 32) | lo;
  }
  /// The next `n` bytes (empty span on overrun).
  std::span<const uint8_t> bytes(size_t n) {
    if (!take(n)) return {};
    std::span<const uint8_t> out(data_ + pos_, n);
    pos_ += n;
    return out;
  }
  /// The next `n` bytes viewed as characters (empty on overrun).
  std::string_view chars(size_t n) {
    std::span<const uint8_t> b = bytes(n);
    return {reinterpret_cast<const char*>(b.data()), b.size()};
  }
  /// Skips `n` bytes; false on overrun.
  bool skip(size_t n) {
    if (!take(n)) return false;
    pos_ += n;
    return true;
  }
  /// Consumes the next `n` bytes of this reader and returns a reader limited to them (an
  /// attribute's body). On overrun returns an empty, already-overrun reader.
  ByteReader window(size_t n) {
    ByteReader sub = *this;
    if (!take(n)) {
      sub.overrun_ = true;
      sub.overrun_offset_ = overrun_offset_;
      sub.overrun_needed_ = overrun_needed_;
      sub.end_ = sub.pos_;
      return sub;
    }
    sub.end_ = pos_ + n;
    pos_ += n;
    return sub;
  }

 private:
  // Checks that `n` more bytes are in the window; records the first overrun otherwise.
  bool take(size_t n) {
    if (overrun_) return false;
    if (n <= end_ - pos_) return true;
    overrun_ = true;
    overrun_offset_ = pos_;
    overrun_needed_ = n;
    return false;
  }

  const uint8_t* data_ = nullptr;
  size_t pos_ = 0;
  size_t end_ = 0;
  bool overrun_ = false;
  size_t overrun_offset_ = 0;
  size_t overrun_needed_ = 0;
};

}  // namespace jvmlab::classfile
