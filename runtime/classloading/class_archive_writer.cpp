// Class archive packing: sorted index, name table and 8-byte aligned class data (layout in
// class_archive.hpp). Host-side only: the VM never links this file's code.
#include "runtime/classloading/class_archive_writer.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>

#include "runtime/classloading/class_archive.hpp"

namespace jvmlab {

namespace {

void store_u32(std::vector<uint8_t>& out, size_t at, uint32_t v) {
  for (int i = 0; i < 4; i++) out[at + i] = uint8_t(v >> (8 * i));
}

void store_u64(std::vector<uint8_t>& out, size_t at, uint64_t v) {
  store_u32(out, at, uint32_t(v));
  store_u32(out, at + 4, uint32_t(v >> 32));
}

size_t align8(size_t n) { return (n + 7) & ~size_t(7); }

}  // namespace

std::vector<uint8_t> build_class_archive(std::vector<ClassArchiveEntry> entries) {
  std::sort(entries.begin(), entries.end(),
            [](const ClassArchiveEntry& a, const ClassArchiveEntry& b) { return a.name < b.name; });
  for (size_t i = 1; i < entries.size(); i++) {
    if (entries[i].name == entries[i - 1].name) return {};
  }
  // Sizes: header, index, names, then the data (each class 8-aligned)
  const size_t index_size = entries.size() * kClassArchiveIndexEntrySize;
  size_t names_size = 0;
  for (const auto& e : entries) names_size += e.name.size();
  const size_t data_start = align8(kClassArchiveHeaderSize + index_size + names_size);
  size_t total = data_start;
  for (const auto& e : entries) total = align8(total) + e.bytes.size();
  if (total > UINT32_MAX || entries.size() > UINT32_MAX) return {};

  std::vector<uint8_t> out(total, 0);
  // Header
  std::copy(std::begin(kClassArchiveMagic), std::end(kClassArchiveMagic), out.begin());
  store_u32(out, 8, kClassArchiveVersion);
  store_u32(out, 12, uint32_t(entries.size()));
  store_u32(out, 16, uint32_t(names_size));
  store_u32(out, 20, 0);
  store_u64(out, 24, total);
  // Index, names and data
  size_t name_at = 0;
  size_t data_at = data_start;
  const size_t names_base = kClassArchiveHeaderSize + index_size;
  for (size_t i = 0; i < entries.size(); i++) {
    const auto& e = entries[i];
    data_at = align8(data_at);
    const size_t slot = kClassArchiveHeaderSize + i * kClassArchiveIndexEntrySize;
    store_u32(out, slot, uint32_t(name_at));
    store_u32(out, slot + 4, uint32_t(e.name.size()));
    store_u32(out, slot + 8, uint32_t(data_at));
    store_u32(out, slot + 12, uint32_t(e.bytes.size()));
    std::copy(e.name.begin(), e.name.end(), out.begin() + ptrdiff_t(names_base + name_at));
    std::copy(e.bytes.begin(), e.bytes.end(), out.begin() + ptrdiff_t(data_at));
    name_at += e.name.size();
    data_at += e.bytes.size();
  }
  return out;
}

bool collect_class_files(const std::string& dir, std::vector<ClassArchiveEntry>& entries, std::string* error) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path root(dir);
  for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
    if (!it->is_regular_file(ec) || it->path().extension() != ".class") continue;
    std::string name = it->path().lexically_relative(root).generic_string();
    name.resize(name.size() - std::string_view(".class").size());
    std::ifstream in(it->path(), std::ios::binary);
    std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!in.good() && !in.eof()) {
      if (error) *error = "cannot read " + it->path().string();
      return false;
    }
    entries.push_back({std::move(name), std::move(bytes)});
  }
  if (ec) {
    if (error) *error = "cannot list " + dir + ": " + ec.message();
    return false;
  }
  return true;
}

bool write_class_archive(const std::string& dir, const std::string& out_path, std::string* error) {
  std::vector<ClassArchiveEntry> entries;
  if (!collect_class_files(dir, entries, error)) return false;
  const size_t count = entries.size();
  const std::vector<uint8_t> image = build_class_archive(std::move(entries));
  if (image.empty()) {
    if (error) *error = "cannot pack " + std::to_string(count) + " classes (duplicate name or over 4 GiB)";
    return false;
  }
  const std::string tmp = out_path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(image.data()), std::streamsize(image.size()));
    out.close();
    if (!out) {
      std::remove(tmp.c_str());
      if (error) *error = "cannot write " + tmp;
      return false;
    }
  }
  if (std::rename(tmp.c_str(), out_path.c_str()) != 0) {
    std::remove(tmp.c_str());
    if (error) *error = "cannot rename " + tmp + " to " + out_path;
    return false;
  }
  return true;
}

}  // namespace jvmlab
