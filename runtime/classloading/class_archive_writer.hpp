// Class archive packing: builds a `.jimg` image (layout in class_archive.hpp) from class files in
// memory or from a class library directory. Used by the build (tools/classlib_pack) and tests; the
// VM itself only reads archives.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace jvmlab {

/// One class for the archive: internal name ("java/lang/Object", no ".class") and its bytes.
struct ClassArchiveEntry {
  std::string name;
  std::vector<uint8_t> bytes;
};

/// The archive image of `entries` (any order; sorted here by name, bytewise). Returns an empty
/// vector if two entries share a name, or if the image would not fit the format's 32-bit offsets
/// (4 GiB). Pure function, thread-safe.
std::vector<uint8_t> build_class_archive(std::vector<ClassArchiveEntry> entries);

/// Reads every `*.class` file under directory `dir` (recursively; the name is the path relative
/// to `dir` without ".class", '/'-separated) into entries. False with `*error` set if `dir`
/// cannot be walked or a file cannot be read.
bool collect_class_files(const std::string& dir, std::vector<ClassArchiveEntry>& entries, std::string* error);

/// Packs directory `dir` into the archive file `out_path`: written to "<out_path>.tmp" and
/// renamed, so a VM starting meanwhile sees the old archive or the new one, never half of one.
/// False with `*error` set on failure (nothing is left at `out_path` from this call then).
bool write_class_archive(const std::string& dir, const std::string& out_path, std::string* error);

}  // namespace jvmlab
