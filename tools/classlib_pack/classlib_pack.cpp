// classlib_pack: the build's packer of the class library into one archive (class_archive.hpp).
// Usage: classlib_pack <classlib dir> <archive file>. Exit status 0 on success, 1 on failure.
//
// Before packing it checks every class in full, once, at build time: the class-file parser with
// every format check (classfile::FormatChecks::Full, under the name the file is stored as) and
// the bytecode verifier (type checking, JVMS §4.10.1; inference for older class files), with
// the class hierarchy read from the same directory. One failure fails the build and writes no
// archive. The VM relies on it: a class read from the archive is parsed with
// FormatChecks::Trusted and not verified (unless -XX:+BytecodeVerificationLocal), as HotSpot
// trusts its boot classes.
#include <cstdio>
#include <string>
#include <variant>
#include <vector>

#include "classfile/class_parser.hpp"
#include "runtime/classloading/class_archive_writer.hpp"
#include "verifier/class_file_hierarchy.hpp"
#include "verifier/verifier.hpp"

namespace {

// True when `name` ends with `suffix`.
bool ends_with(const std::string& name, std::string_view suffix) {
  return name.size() >= suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Parses and verifies every class file under `dir`; prints each failure. True when all passed.
bool check_classes(const std::string& dir, const std::vector<jvmlab::ClassArchiveEntry>& entries) {
  jvmlab::verifier::ClassFileHierarchy hierarchy({dir});
  int failed = 0;
  for (const auto& entry : entries) {
    if (entry.name == "module-info" || ends_with(entry.name, "package-info")) continue;
    auto parsed = jvmlab::classfile::parse_class_file(entry.bytes, entry.name, entry.name,
                                                      jvmlab::classfile::FormatChecks::Full);
    if (const auto* error = std::get_if<jvmlab::classfile::FormatError>(&parsed)) {
      std::fprintf(stderr, "classlib_pack: %s: format error: %s\n", entry.name.c_str(), error->message.c_str());
      failed++;
      continue;
    }
    const auto& cf = *std::get<std::unique_ptr<jvmlab::classfile::ClassFile>>(parsed);
    if (const auto failure = jvmlab::verifier::verify(cf, hierarchy)) {
      const std::string first = failure->message.substr(0, failure->message.find('\n'));
      std::fprintf(stderr, "classlib_pack: %s %s: %s\n", entry.name.c_str(), failure->method.c_str(),
                   failure->kind == jvmlab::verifier::VerifyFailure::Kind::LoadFailed ? "a class could not be loaded"
                                                                                      : first.c_str());
      failed++;
    }
  }
  if (failed != 0) {
    std::fprintf(stderr, "classlib_pack: %d of %zu classes failed the build-time check; no archive written\n",
                 failed, entries.size());
  }
  return failed == 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s <classlib dir> <archive file>\n", argv[0]);
    return 1;
  }
  std::string error;
  std::vector<jvmlab::ClassArchiveEntry> entries;
  if (!jvmlab::collect_class_files(argv[1], entries, &error)) {
    std::fprintf(stderr, "classlib_pack: %s\n", error.c_str());
    return 1;
  }
  if (!check_classes(argv[1], entries)) return 1;
  if (!jvmlab::write_class_archive(argv[1], argv[2], &error)) {
    std::fprintf(stderr, "classlib_pack: %s\n", error.c_str());
    return 1;
  }
  return 0;
}
