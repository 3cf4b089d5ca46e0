// The user class path: directories and JAR files (libzip). find_class asks it for a class's
// bytes; it knows nothing of classes beyond their file names. Also reads JAR manifests for
// `-jar app.jar` (Main-Class) and a JAR's Class-Path attribute.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace jvmlab {

/// Reads a whole regular file into `out`; false if it does not exist, is not a regular file or
/// cannot be read. Thread-safe.
bool read_regular_file(const std::string& path, std::vector<uint8_t>& out);

/// Reads the class file for `name` (internal form, "pkg/Main") from one class-path entry into
/// `out`. An entry is a directory, or a file read as a JAR (ZIP) archive — any regular file, as
/// java does, whatever its extension. A JAR's manifest `Class-Path` entries (relative to the JAR's
/// directory) are searched after the JAR itself. Returns false when the entry does not hold the
/// class, also when the JAR is missing or corrupt (java then reports ClassNotFoundException).
/// Thread-safe: open archives are cached (opened once, guarded by a mutex each).
bool read_class_from_entry(const std::string& entry, const std::string& name,
                           std::vector<uint8_t>& out);

/// The `Main-Class` attribute of `jar_path`'s META-INF/MANIFEST.MF (for `-jar`), with '.'
/// separators as written. On failure returns nullopt and sets `*error` to java 17's launcher
/// text, without the newline: "Error: Unable to access jarfile X" (missing or unreadable),
/// "Error: Invalid or corrupt jarfile X" (not a ZIP archive, a directory, no manifest),
/// "no main manifest attribute, in X" (a manifest without Main-Class). Thread-safe.
std::optional<std::string> jar_main_class(const std::string& jar_path, std::string* error);

/// Main attributes of a manifest (JAR File Specification, "Manifest specification"): the section
/// before the first blank line, `Name: value` lines, continuation lines starting with one space,
/// CRLF, CR or LF line ends. Returns (name, value) pairs in order; names keep their case.
std::vector<std::pair<std::string, std::string>> parse_manifest_main_attributes(
    const std::string& manifest);

}  // namespace jvmlab
