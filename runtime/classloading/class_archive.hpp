// Class archive: the class library packed into one read-only file (`<classlib>.jimg`), mapped
// once at start-up and searched by binary search. Reads and validates; packing is in
// class_archive_writer.hpp. Does not parse classes.
//
// Layout (all integers little-endian; offsets are from the start of the file):
//
//   0   magic       8 bytes  "JLABJIMG"
//   8   version     u32      kClassArchiveVersion
//   12  count       u32      number of classes
//   16  names_size  u32      bytes of the name table
//   20  reserved    u32      0
//   24  file_size   u64      total size of the file (a truncated file does not match)
//   32  index       count x { u32 name_offset (in the name table), u32 name_length,
//                             u32 data_offset (in the file), u32 data_length }
//                   sorted by name, bytewise (internal names "java/lang/Object", no ".class")
//   ..  names       names_size bytes, the names back to back, no terminators
//   ..  data        the class files, each starting at a multiple of 8
//
// The idea is HotSpot's `lib/modules` jimage (src/java.base/share/native/libjimage): one mapped
// file instead of one open+fstat+read+close per class. The format here is jvmlab's own and
// much simpler: no compression, no packages or modules, no hash table.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace jvmlab {

inline constexpr char kClassArchiveMagic[8] = {'J', 'L', 'A', 'B', 'J', 'I', 'M', 'G'};
inline constexpr uint32_t kClassArchiveVersion = 1;
inline constexpr size_t kClassArchiveHeaderSize = 32;
inline constexpr size_t kClassArchiveIndexEntrySize = 16;

/// The archive's file name for a class library directory: "<dir>.jimg" ("build/classlib" ->
/// "build/classlib.jimg"); a trailing '/' of `dir` is dropped first.
std::string class_archive_path_for(std::string_view classlib_dir);

/// A validated class archive: a read-only view of an archive image, either a private read-only
/// mapping of a file (open) or bytes the caller keeps alive (view). Immutable after creation, so
/// lookups are thread-safe. A mapped archive is unmapped by the destructor; spans returned by
/// find are valid as long as the ClassArchive lives (the VM keeps its archive for the whole run).
class ClassArchive {
 public:
  ~ClassArchive();
  ClassArchive(const ClassArchive&) = delete;
  ClassArchive& operator=(const ClassArchive&) = delete;

  /// Maps the archive at `path` (open + fstat + mmap PROT_READ/MAP_PRIVATE; the file is closed
  /// again). Null when the file is missing or unreadable, or is not a well-formed archive (see
  /// view). Never throws (std::bad_alloc aside), never reads outside the file. Thread-safe.
  static std::unique_ptr<ClassArchive> open(const std::string& path);

  /// Checks `image` as an archive without copying it: the header (magic, version, file_size equal
  /// to image.size()), and that the index and name table lie inside the image. Entries are
  /// checked when find reaches them. Null if malformed. `image` must outlive the result.
  static std::unique_ptr<ClassArchive> view(std::span<const uint8_t> image);

  /// The class file bytes of `name` (internal form, "java/lang/String"), or nullopt when the
  /// archive has no such class or the entry found points outside the archive. O(log count)
  /// name comparisons. Thread-safe.
  std::optional<std::span<const uint8_t>> find(std::string_view name) const;

  /// Number of classes in the index.
  uint32_t size() const { return count_; }

  /// The file's modification time (st_mtim, nanoseconds since the epoch) for open(); 0 for view().
  int64_t file_mtime_ns() const { return file_mtime_ns_; }

 private:
  ClassArchive(std::span<const uint8_t> image, void* mapping, size_t mapping_size);

  std::span<const uint8_t> image_;  // the whole archive
  const uint8_t* index_ = nullptr;  // count_ entries of kClassArchiveIndexEntrySize bytes
  std::string_view names_;          // the name table
  uint32_t count_ = 0;
  void* mapping_ = nullptr;         // owned mmap region, or null for view()
  size_t mapping_size_ = 0;
  int64_t file_mtime_ns_ = 0;
};

}  // namespace jvmlab
