// classlib_pack: the build's packer of the class library into one archive (class_archive.hpp).
// Usage: classlib_pack <classlib dir> <archive file>. Exit status 0 on success, 1 on failure.
#include <cstdio>
#include <string>

#include "runtime/classloading/class_archive_writer.hpp"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s <classlib dir> <archive file>\n", argv[0]);
    return 1;
  }
  std::string error;
  if (!jvmlab::write_class_archive(argv[1], argv[2], &error)) {
    std::fprintf(stderr, "classlib_pack: %s\n", error.c_str());
    return 1;
  }
  return 0;
}
