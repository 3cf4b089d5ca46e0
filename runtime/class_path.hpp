// The user class path: directories today, JAR files with the JAR issue (libzip). find_class asks
// it for a class's bytes; it knows nothing of classes beyond their file names.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace jvmlab {

/// Reads a whole regular file into `out`; false if it does not exist, is not a regular file or
/// cannot be read. Thread-safe.
bool read_regular_file(const std::string& path, std::vector<uint8_t>& out);

/// Reads the class file for `name` (internal form, "pkg/Main") from one class-path entry
/// (a directory, or a JAR file once supported) into `out`. Returns false when the entry does not
/// hold it. Thread-safe.
bool read_class_from_entry(const std::string& entry, const std::string& name,
                           std::vector<uint8_t>& out);

}  // namespace jvmlab
