// Class archive reader: maps and validates a `.jimg` file, finds classes by binary search. See
// class_archive.hpp for the layout.
#include "runtime/classloading/class_archive.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstring>

namespace jvmlab {

namespace {

uint32_t load_u32(const uint8_t* p) {
  return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24;
}

uint64_t load_u64(const uint8_t* p) { return uint64_t(load_u32(p)) | uint64_t(load_u32(p + 4)) << 32; }

}  // namespace

std::string class_archive_path_for(std::string_view classlib_dir) {
  while (classlib_dir.size() > 1 && classlib_dir.back() == '/') classlib_dir.remove_suffix(1);
  std::string path(classlib_dir);
  path += ".jimg";
  return path;
}

ClassArchive::ClassArchive(std::span<const uint8_t> image, void* mapping, size_t mapping_size)
    : image_(image), mapping_(mapping), mapping_size_(mapping_size) {}

ClassArchive::~ClassArchive() {
  if (mapping_) munmap(mapping_, mapping_size_);
}

std::unique_ptr<ClassArchive> ClassArchive::view(std::span<const uint8_t> image) {
  // Header
  if (image.size() < kClassArchiveHeaderSize) return nullptr;
  const uint8_t* p = image.data();
  if (std::memcmp(p, kClassArchiveMagic, sizeof kClassArchiveMagic) != 0) return nullptr;
  if (load_u32(p + 8) != kClassArchiveVersion) return nullptr;
  const uint64_t count = load_u32(p + 12);
  const uint64_t names_size = load_u32(p + 16);
  if (load_u64(p + 24) != image.size()) return nullptr;  // truncated or padded
  // Index and name table inside the image (64-bit sums: no overflow from 32-bit fields)
  const uint64_t index_end = kClassArchiveHeaderSize + count * kClassArchiveIndexEntrySize;
  if (index_end + names_size > image.size()) return nullptr;

  auto archive = std::unique_ptr<ClassArchive>(new ClassArchive(image, nullptr, 0));
  archive->count_ = uint32_t(count);
  archive->index_ = p + kClassArchiveHeaderSize;
  archive->names_ = std::string_view(reinterpret_cast<const char*>(p + index_end), size_t(names_size));
  return archive;
}

std::unique_ptr<ClassArchive> ClassArchive::open(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return nullptr;
  struct stat st;
  const bool regular = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0;
  void* mapping = regular ? mmap(nullptr, size_t(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0) : MAP_FAILED;
  ::close(fd);  // the mapping keeps the file
  if (mapping == MAP_FAILED) return nullptr;
  const size_t size = size_t(st.st_size);
  auto archive = view({static_cast<const uint8_t*>(mapping), size});
  if (!archive) {
    munmap(mapping, size);
    return nullptr;
  }
  archive->mapping_ = mapping;
  archive->mapping_size_ = size;
  archive->file_mtime_ns_ = int64_t(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
  return archive;
}

std::optional<std::span<const uint8_t>> ClassArchive::find(std::string_view name) const {
  // Binary search over the sorted index; a name range outside the table ends the search (a
  // malformed archive), it is never read.
  uint32_t lo = 0, hi = count_;
  while (lo < hi) {
    const uint32_t mid = lo + (hi - lo) / 2;
    const uint8_t* e = index_ + size_t(mid) * kClassArchiveIndexEntrySize;
    const uint64_t name_offset = load_u32(e), name_length = load_u32(e + 4);
    if (name_offset + name_length > names_.size()) return std::nullopt;
    const int cmp = names_.substr(size_t(name_offset), size_t(name_length)).compare(name);
    if (cmp < 0) {
      lo = mid + 1;
    } else if (cmp > 0) {
      hi = mid;
    } else {
      const uint64_t data_offset = load_u32(e + 8), data_length = load_u32(e + 12);
      if (data_offset + data_length > image_.size()) return std::nullopt;
      return image_.subspan(size_t(data_offset), size_t(data_length));
    }
  }
  return std::nullopt;
}

}  // namespace jvmlab
