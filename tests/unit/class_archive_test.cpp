// Class archive (runtime/classloading/class_archive.hpp): packing a directory and finding each class again,
// and malformed archives (truncated, bad magic, version, index or entries past the end) rejected
// without reading outside the image.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "runtime/classloading/class_archive.hpp"
#include "runtime/classloading/class_archive_writer.hpp"

using namespace jvmlab;
namespace fs = std::filesystem;

namespace {

/// A fresh empty directory under the system temp dir, removed with the object.
struct TempDir {
  fs::path path;
  TempDir() {
    path = fs::temp_directory_path() / ("jvmlab_archive_test_" + std::to_string(getpid()));
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};

void write_file(const fs::path& p, const std::vector<uint8_t>& bytes) {
  fs::create_directories(p.parent_path());
  std::ofstream out(p, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
}

std::vector<uint8_t> bytes_of(std::span<const uint8_t> s) { return {s.begin(), s.end()}; }

uint32_t u32_at(const std::vector<uint8_t>& image, size_t at) {
  uint32_t v = 0;
  for (int i = 3; i >= 0; i--) v = v << 8 | image[at + i];
  return v;
}

void put_u32(std::vector<uint8_t>& image, size_t at, uint32_t v) {
  REQUIRE(at + 4 <= image.size());
  for (int i = 0; i < 4; i++) image[at + i] = uint8_t(v >> (8 * i));
}

/// A small valid image of three classes.
std::vector<uint8_t> three_class_image() {
  return build_class_archive({{"p/B", {1, 2, 3}}, {"java/lang/Object", {0xCA, 0xFE}}, {"p/A", {9}}});
}

}  // namespace

TEST_CASE("class archive: pack a directory of 3 class files, find each, miss the rest", "[archive]") {
  TempDir dir;
  const std::vector<uint8_t> object = {0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 52};
  const std::vector<uint8_t> a(5000, 0x41);  // longer than a page of index would be: any size
  const std::vector<uint8_t> empty;
  write_file(dir.path / "java/lang/Object.class", object);
  write_file(dir.path / "p/q/A.class", a);
  write_file(dir.path / "Top.class", empty);
  write_file(dir.path / "p/readme.txt", {'x'});  // not a class: not packed

  const std::string archive_path = (dir.path / "lib.jimg").string();
  std::string error;
  REQUIRE(write_class_archive(dir.path.string(), archive_path, &error));
  CHECK(error.empty());
  CHECK_FALSE(fs::exists(archive_path + ".tmp"));

  auto archive = ClassArchive::open(archive_path);
  REQUIRE(archive);
  CHECK(archive->size() == 3);
  CHECK(archive->file_mtime_ns() > 0);
  auto found_object = archive->find("java/lang/Object");
  REQUIRE(found_object);
  CHECK(bytes_of(*found_object) == object);
  auto found_a = archive->find("p/q/A");
  REQUIRE(found_a);
  CHECK(bytes_of(*found_a) == a);
  CHECK(reinterpret_cast<uintptr_t>(found_a->data()) % 8 == 0);  // class data is 8-aligned
  auto found_top = archive->find("Top");
  REQUIRE(found_top);
  CHECK(found_top->empty());

  CHECK_FALSE(archive->find("java/lang/String"));
  CHECK_FALSE(archive->find("p/q/A.class"));
  CHECK_FALSE(archive->find("p/q"));
  CHECK_FALSE(archive->find("p/readme"));
  CHECK_FALSE(archive->find(""));
  CHECK_FALSE(archive->find("zzz"));
}

TEST_CASE("class archive: the archive path of a class library directory", "[archive]") {
  CHECK(class_archive_path_for("build/classlib") == "build/classlib.jimg");
  CHECK(class_archive_path_for("/opt/jvmlab/classlib/") == "/opt/jvmlab/classlib.jimg");
}

TEST_CASE("class archive: in-memory images, sorted lookups", "[archive]") {
  const auto image = three_class_image();
  auto archive = ClassArchive::view(image);
  REQUIRE(archive);
  CHECK(archive->size() == 3);
  CHECK(bytes_of(*archive->find("p/A")) == std::vector<uint8_t>{9});
  CHECK(bytes_of(*archive->find("p/B")) == std::vector<uint8_t>{1, 2, 3});
  CHECK(bytes_of(*archive->find("java/lang/Object")) == std::vector<uint8_t>{0xCA, 0xFE});
  CHECK_FALSE(archive->find("p/C"));

  CHECK(build_class_archive({{"p/A", {1}}, {"p/A", {2}}}).empty());  // duplicate names

  const auto empty_image = build_class_archive({});
  auto empty = ClassArchive::view(empty_image);
  REQUIRE(empty);
  CHECK(empty->size() == 0);
  CHECK_FALSE(empty->find("p/A"));
}

TEST_CASE("class archive: malformed images are rejected or miss, never read out of bounds", "[archive]") {
  const auto good = three_class_image();
  REQUIRE(ClassArchive::view(good));

  SECTION("truncated anywhere") {
    for (size_t n = 0; n < good.size(); n++) {
      // A copy of exactly n bytes, so a read past its end is caught by ASan builds.
      std::vector<uint8_t> cut(good.begin(), good.begin() + ptrdiff_t(n));
      CHECK_FALSE(ClassArchive::view(cut));
    }
  }
  SECTION("bad magic") {
    auto bad = good;
    bad[0] = 'X';
    CHECK_FALSE(ClassArchive::view(bad));
  }
  SECTION("unknown version") {
    auto bad = good;
    put_u32(bad, 8, kClassArchiveVersion + 1);
    CHECK_FALSE(ClassArchive::view(bad));
  }
  SECTION("count past the end") {
    auto bad = good;
    put_u32(bad, 12, 0x10000000);
    CHECK_FALSE(ClassArchive::view(bad));
    put_u32(bad, 12, 0xFFFFFFFF);  // 32-bit overflow of count * 16 must not wrap
    CHECK_FALSE(ClassArchive::view(bad));
  }
  SECTION("name table past the end") {
    auto bad = good;
    put_u32(bad, 16, 0xFFFFFFF0);
    CHECK_FALSE(ClassArchive::view(bad));
  }
  SECTION("an entry whose data points past the end is not found") {
    // Index order: java/lang/Object, p/A, p/B. Entry 1 (p/A): data offset at 32 + 16 + 8.
    auto bad = good;
    const size_t p_a = kClassArchiveHeaderSize + 1 * kClassArchiveIndexEntrySize;
    put_u32(bad, p_a + 8, uint32_t(bad.size()));       // offset at the end, length 1
    put_u32(bad, p_a + 12, 1);
    auto archive = ClassArchive::view(bad);
    REQUIRE(archive);
    CHECK_FALSE(archive->find("p/A"));
    put_u32(bad, p_a + 8, 0xFFFFFFFF);                  // offset + length overflows 32 bits
    put_u32(bad, p_a + 12, 0xFFFFFFFF);
    CHECK_FALSE(ClassArchive::view(bad)->find("p/A"));
    CHECK(ClassArchive::view(bad)->find("p/B"));       // other entries still work
  }
  SECTION("an entry whose name points past the name table ends the search") {
    auto bad = good;
    const size_t p_a = kClassArchiveHeaderSize + 1 * kClassArchiveIndexEntrySize;
    put_u32(bad, p_a, 0xFFFFFFFF);
    put_u32(bad, p_a + 4, 16);
    auto archive = ClassArchive::view(bad);
    REQUIRE(archive);
    CHECK_FALSE(archive->find("p/A"));
  }
  SECTION("files: missing, empty, garbage, truncated") {
    TempDir dir;
    CHECK_FALSE(ClassArchive::open((dir.path / "missing.jimg").string()));
    CHECK_FALSE(ClassArchive::open(dir.path.string()));  // a directory
    write_file(dir.path / "empty.jimg", {});
    CHECK_FALSE(ClassArchive::open((dir.path / "empty.jimg").string()));
    write_file(dir.path / "garbage.jimg", std::vector<uint8_t>(100, 0x5A));
    CHECK_FALSE(ClassArchive::open((dir.path / "garbage.jimg").string()));
    write_file(dir.path / "cut.jimg", std::vector<uint8_t>(good.begin(), good.end() - 1));
    CHECK_FALSE(ClassArchive::open((dir.path / "cut.jimg").string()));
    write_file(dir.path / "good.jimg", good);
    auto archive = ClassArchive::open((dir.path / "good.jimg").string());
    REQUIRE(archive);
    CHECK(u32_at(good, 12) == archive->size());
    CHECK(bytes_of(*archive->find("p/B")) == std::vector<uint8_t>{1, 2, 3});
  }
}
