// The bytecode verifier without a VM: StackMapTable decoding (classfile/stack_map_table.hpp) and
// the type checker (verifier/verifier.hpp) on hand-built class files with a table-driven class
// hierarchy, and on every class javac made for the unit-test data and the class library, answered
// by a hierarchy that reads class files from disk. Expected texts are HotSpot's (java 17).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <utility>

#include <unistd.h>

#include "classfile/class_parser.hpp"
#include "classfile/stack_map_table.hpp"
#include "classfile_builder.hpp"
#include "verifier/class_file_hierarchy.hpp"
#include "verifier/verifier.hpp"

using namespace jvmlab;
using classfile::ClassFile;
using classfile::VTag;
using jvmlab::test::Bytes;
using jvmlab::test::ClassBuilder;
using jvmlab::test::Random;
using verifier::ClassHierarchy;
using verifier::VerifyFailure;
using Catch::Matchers::StartsWith;

namespace {

std::unique_ptr<ClassFile> parse_ok(const std::vector<uint8_t>& bytes, std::string_view name = "Foo") {
  classfile::ParseResult result = classfile::parse_class_file(bytes, name);
  if (auto* error = std::get_if<classfile::FormatError>(&result)) FAIL("rejected: " << error->message);
  return std::move(std::get<std::unique_ptr<ClassFile>>(result));
}

/// A hierarchy from a table: name -> {superclass, is_interface}; unknown names fail to load.
class TableHierarchy : public ClassHierarchy {
 public:
  struct Entry {
    std::string super;
    bool is_interface = false;
  };
  std::map<std::string, Entry, std::less<>> classes = {
      {"java/lang/Object", {"", false}},
      {"java/lang/Throwable", {"java/lang/Object", false}},
      {"java/lang/Exception", {"java/lang/Throwable", false}},
      {"java/lang/String", {"java/lang/Object", false}},
      {"java/lang/Runnable", {"java/lang/Object", true}},
      {"Base", {"java/lang/Object", false}},
      {"Derived", {"Base", false}},
      {"Unrelated", {"java/lang/Object", false}},
  };
  int loads_failed = 0;

  const Entry* find(std::string_view name) {
    auto it = classes.find(name);
    if (it == classes.end()) {
      loads_failed++;
      return nullptr;
    }
    return &it->second;
  }
  Answer is_interface(std::string_view name) override {
    const Entry* e = find(name);
    return !e ? Answer::Failed : e->is_interface ? Answer::Yes : Answer::No;
  }
  Answer is_subclass_of(std::string_view sub, std::string_view super) override {
    if (!find(super)) return Answer::Failed;
    std::string c(sub);
    while (!c.empty()) {
      if (c == super) return Answer::Yes;
      const Entry* e = find(c);
      if (!e) return Answer::Failed;
      c = e->super;
    }
    return Answer::No;
  }
  Answer superclass_of(std::string_view name, std::string& super) override {
    const Entry* e = find(name);
    if (!e) return Answer::Failed;
    super = e->super;
    return Answer::Yes;
  }
  Answer protected_member(std::string_view klass, std::string_view, std::string_view, bool,
                          std::string&) override {
    return find(klass) ? Answer::No : Answer::Failed;
  }
};

/// Class Foo with `static <desc> m()` holding `code` (and optional StackMapTable body), verified.
struct Built {
  std::unique_ptr<ClassFile> cf;
  std::optional<VerifyFailure> failure;
};

Built verify_method(ClassBuilder& b, std::string_view desc, uint16_t max_stack, uint16_t max_locals,
                    const Bytes& code, const Bytes* stack_map = nullptr, const Bytes& handlers = Bytes(),
                    uint16_t handler_count = 0, TableHierarchy* h = nullptr) {
  Bytes attrs;
  uint16_t nattrs = 0;
  if (stack_map) {
    attrs = b.attribute("StackMapTable", *stack_map);
    nattrs = 1;
  }
  b.add_method(0x0009, "m", desc, ClassBuilder::code_body(max_stack, max_locals, code, handlers, handler_count, attrs, nattrs));
  Built r;
  r.cf = parse_ok(b.build());
  TableHierarchy local;
  r.failure = verifier::verify(*r.cf, h ? *h : local);
  return r;
}

std::string first_line(const std::string& s) { return s.substr(0, s.find('\n')); }

std::string hex4(uint16_t v) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "%04x", v);
  return buf;
}

}  // namespace

// --- StackMapTable decoding ----------------------------------------------------------------------

TEST_CASE("stack map frames decode into full frames in slot form", "[verifier][stackmap]") {
  ClassBuilder b;
  const uint16_t string_class = b.cls("java/lang/String");
  // static void m(long, Object): 0: lconst_0; 1: lstore_3; 2: goto 5 (frames at 5 and 6)
  const Bytes code = Bytes().u1(0x09).u1(0x42).u1(0xA7).u2(3).u1(0x00).u1(0xB1);
  // append_frame(@5, Long) then same_locals_1_stack_item_frame(@6, Object String) -- stack item
  // needs max_stack 1.
  Bytes smt;
  smt.u2(2);
  smt.u1(252).u2(5).u1(4);                      // append 1: Long
  smt.u1(64 + 0).u1(7).u2(string_class);        // offset_delta 0 -> @6, stack [String]
  b.add_method(0x0008, "m", "(JLjava/lang/Object;)V",
               ClassBuilder::code_body(1, 5, code, Bytes(), 0, b.attribute("StackMapTable", smt), 1));
  const auto cf = parse_ok(b.build());
  const auto& m = cf->methods.back();
  REQUIRE(m.code->has_stack_map_table);
  std::vector<uint8_t> starts(m.code->code.size(), 0);
  for (int bci : {0, 1, 2, 5, 6}) starts[size_t(bci)] = 1;
  auto decoded = classfile::decode_stack_map_table(*cf, m, starts);
  REQUIRE(std::holds_alternative<std::vector<classfile::StackMapFrame>>(decoded));
  const auto& frames = std::get<std::vector<classfile::StackMapFrame>>(decoded);
  REQUIRE(frames.size() == 2);
  CHECK(frames[0].offset == 5);
  REQUIRE(frames[0].locals.size() == 5);  // long (2) + Object + appended long (2)
  CHECK(frames[0].locals[0].tag == VTag::Long);
  CHECK(frames[0].locals[1].tag == VTag::Long2);
  CHECK(frames[0].locals[2].tag == VTag::Object);
  CHECK(frames[0].locals[2].name == "java/lang/Object");
  CHECK(frames[0].locals[3].tag == VTag::Long);
  CHECK(frames[0].locals[4].tag == VTag::Long2);
  CHECK(frames[1].offset == 6);
  CHECK(frames[1].locals.size() == 5);
  REQUIRE(frames[1].stack.size() == 1);
  CHECK(frames[1].stack[0].name == "java/lang/String");
  CHECK(classfile::describe_stack_map_table(m.code->stack_map_table) ==
        std::vector<std::string>{"append_frame(@5,Long)",
                                 "same_locals_1_stack_item_frame(@6,Object[#" + std::to_string(string_class) + "])"});
}

TEST_CASE("malformed stack maps fail as HotSpot's StackMapReader fails", "[verifier][stackmap]") {
  const Bytes code = Bytes().u1(0xB1);  // return
  SECTION("reserved frame type") {
    ClassBuilder b;
    const Bytes smt = Bytes().u2(1).u1(200).u2(0);
    const Built r = verify_method(b, "()V", 0, 0, code, &smt);
    REQUIRE(r.failure);
    CHECK(r.failure->kind == VerifyFailure::Kind::ClassFormatError);
    CHECK(r.failure->message == "StackMapTable format error: reserved frame type");
  }
  SECTION("a frame inside an instruction") {
    ClassBuilder b;
    const Bytes smt = Bytes().u2(1).u1(1);  // same_frame @1, inside sipush
    const Built r = verify_method(b, "()V", 1, 0, Bytes().u1(0x11).u2(7).u1(0x57).u1(0xB1), &smt);
    REQUIRE(r.failure);
    CHECK(r.failure->kind == VerifyFailure::Kind::VerifyError);
    CHECK(first_line(r.failure->message) == "StackMapTable error: bad offset");
  }
  SECTION("an attribute longer than its frames") {
    ClassBuilder b;
    const Bytes smt = Bytes().u2(0).u1(0);
    const Built r = verify_method(b, "()V", 0, 0, code, &smt);
    REQUIRE(r.failure);
    CHECK(r.failure->message == "StackMapTable format error: wrong attribute size");
  }
  SECTION("an Object item naming a non-Class constant") {
    ClassBuilder b;
    const uint16_t utf = b.utf8("x");
    const Bytes smt = Bytes().u2(1).u1(64).u1(7).u2(utf);
    const Built r = verify_method(b, "()V", 1, 0, code, &smt);
    REQUIRE(r.failure);
    CHECK(r.failure->message == "StackMapTable format error: bad class index");
  }
}

// --- the type checker ----------------------------------------------------------------------------

TEST_CASE("straight-line code with the right types verifies", "[verifier]") {
  ClassBuilder b;
  // static int m(int a, long b): iload_0; i2l; lload_1; ladd; l2i; ireturn
  const Built r = verify_method(b, "(IJ)I", 4, 3, Bytes().u1(0x1A).u1(0x85).u1(0x1F).u1(0x61).u1(0x88).u1(0xAC));
  CHECK_FALSE(r.failure);
}

TEST_CASE("an int used as a reference is a VerifyError with HotSpot's details", "[verifier]") {
  ClassBuilder b;
  const uint16_t length = b.ref(10, b.cls("java/lang/String"), b.nat("length", "()I"));
  // iconst_1; invokevirtual String.length; pop; return
  const Built r = verify_method(b, "()V", 1, 0, Bytes().u1(0x04).u1(0xB6).u2(length).u1(0x57).u1(0xB1));
  REQUIRE(r.failure);
  CHECK(r.failure->kind == VerifyFailure::Kind::VerifyError);
  CHECK(r.failure->bci == 1);
  CHECK(r.failure->message ==
        "Bad type on operand stack\n"
        "Exception Details:\n"
        "  Location:\n"
        "    Foo.m()V @1: invokevirtual\n"
        "  Reason:\n"
        "    Type integer (current frame, stack[0]) is not assignable to 'java/lang/String'\n"
        "  Current Frame:\n"
        "    bci: @1\n"
        "    flags: { }\n"
        "    locals: { }\n"
        "    stack: { integer }\n"
        "  Bytecode:\n"
        "    0000000: 04b6 " + hex4(length) + " 57b1                         \n");
}

TEST_CASE("assignability follows the class hierarchy; interfaces are Object", "[verifier]") {
  auto call_with = [](std::string_view arg_class, std::string_view param) {
    ClassBuilder b;
    const uint16_t target = b.ref(10, b.cls("Foo"), b.nat("take", "(L" + std::string(param) + ";)V"));
    const uint16_t arg = b.cls(arg_class);
    // aconst_null; checkcast arg; invokestatic take; return
    b.add_method(0x0008, "take", "(L" + std::string(param) + ";)V", ClassBuilder::code_body(0, 1, Bytes().u1(0xB1)));
    const Built r = verify_method(b, "()V", 1, 0, Bytes().u1(0x01).u1(0xC0).u2(arg).u1(0xB8).u2(target).u1(0xB1));
    return r.failure ? first_line(r.failure->message) : std::string("ok");
  };
  CHECK(call_with("Derived", "Base") == "ok");
  CHECK(call_with("Base", "java/lang/Object") == "ok");
  CHECK(call_with("Unrelated", "java/lang/Runnable") == "ok");  // interfaces as Object
  CHECK(call_with("Unrelated", "Base") == "Bad type on operand stack");
  CHECK(call_with("Base", "Derived") == "Bad type on operand stack");
}

TEST_CASE("a class the hierarchy cannot load stops verification with LoadFailed", "[verifier]") {
  ClassBuilder b;
  const uint16_t target = b.ref(10, b.cls("Foo"), b.nat("take", "(LBase;)V"));
  const uint16_t arg = b.cls("Gone");
  b.add_method(0x0008, "take", "(LBase;)V", ClassBuilder::code_body(0, 1, Bytes().u1(0xB1)));
  TableHierarchy h;
  const Built r = verify_method(b, "()V", 1, 0, Bytes().u1(0x01).u1(0xC0).u2(arg).u1(0xB8).u2(target).u1(0xB1),
                                nullptr, Bytes(), 0, &h);
  REQUIRE(r.failure);
  CHECK(r.failure->kind == VerifyFailure::Kind::LoadFailed);
  CHECK(h.loads_failed == 1);
}

TEST_CASE("operand checks: constant-pool indices and tags, invokeinterface bytes", "[verifier]") {
  SECTION("ldc of an index past the pool") {
    ClassBuilder b;
    const Built r = verify_method(b, "()V", 1, 0, Bytes().u1(0x12).u1(0x7F).u1(0x57).u1(0xB1));
    REQUIRE(r.failure);
    CHECK(first_line(r.failure->message) == "Illegal constant pool index 127 in class Foo");
  }
  SECTION("ldc of a Utf8") {
    ClassBuilder b;
    const uint16_t utf = b.utf8("text");
    const Built r = verify_method(b, "()V", 1, 0, Bytes().u1(0x12).u1(uint8_t(utf)).u1(0x57).u1(0xB1));
    REQUIRE(r.failure);
    CHECK(first_line(r.failure->message) == "Illegal type at constant pool entry " + std::to_string(utf) + " in class Foo");
  }
  SECTION("invokeinterface with a wrong count, then a non-zero fourth byte") {
    for (int variant = 0; variant < 2; variant++) {
      ClassBuilder b;
      const uint16_t run = b.ref(11, b.cls("java/lang/Runnable"), b.nat("run", "()V"));
      const uint8_t count = variant == 0 ? 2 : 1;
      const uint8_t zero = variant == 0 ? 0 : 1;
      const Built r = verify_method(b, "()V", 1, 0, Bytes().u1(0x01).u1(0xB9).u2(run).u1(count).u1(zero).u1(0xB1));
      REQUIRE(r.failure);
      CHECK(first_line(r.failure->message) == (variant == 0 ? "Inconsistent args count operand in invokeinterface"
                                                            : "Fourth operand byte of invokeinterface must be zero"));
    }
  }
  SECTION("a branch into the middle of an instruction has no frame there") {
    ClassBuilder b;
    // 0: goto 4 (inside sipush at 3); 3: sipush; 6: return
    const Built r = verify_method(b, "()V", 1, 0, Bytes().u1(0xA7).u2(4).u1(0x11).u2(0).u1(0xB1));
    REQUIRE(r.failure);
    CHECK(first_line(r.failure->message) == "Expecting a stackmap frame at branch target 4");
  }
  SECTION("an undefined opcode") {
    ClassBuilder b;
    const Built r = verify_method(b, "()V", 0, 0, Bytes().u1(0xCB).u1(0xB1));
    REQUIRE(r.failure);
    CHECK(first_line(r.failure->message) == "Bad instruction");
  }
}

TEST_CASE("class files before version 50 are verified by type inference", "[verifier][inference]") {
  SECTION("an int used as a String, in the inference verifier's words") {
    ClassBuilder b;
    b.major = 49;
    const uint16_t length = b.ref(10, b.cls("java/lang/String"), b.nat("length", "()I"));
    const Built r = verify_method(b, "()V", 1, 0, Bytes().u1(0x04).u1(0xB6).u2(length).u1(0x57).u1(0xB1));
    REQUIRE(r.failure);
    CHECK(r.failure->message == "(class: Foo, method: m signature: ()V) Expecting to find object/array on stack");
  }
  SECTION("a loop without stack maps: the merge at the loop head converges") {
    ClassBuilder b;
    b.major = 49;
    // static void m(): 0 iconst_0; 1 istore_0; 2 iinc 0 1; 5 iload_0; 6 bipush 10; 8 if_icmplt 2; 11 return
    const Built r = verify_method(b, "()V", 2, 1,
                                  Bytes().u1(0x03).u1(0x3B).u1(0x84).u1(0).u1(1).u1(0x1A).u1(0x10).u1(10)
                                      .u1(0xA1).u2(uint16_t(-6)).u1(0xB1));
    CHECK_FALSE(r.failure);
  }
  SECTION("Derived and Unrelated merge to Object, which is not a Base") {
    ClassBuilder b;
    b.major = 49;
    const uint16_t derived = b.cls("Derived"), unrelated = b.cls("Unrelated");
    const uint16_t take = b.ref(10, b.cls("Foo"), b.nat("take", "(LBase;)V"));
    b.add_method(0x0008, "take", "(LBase;)V", ClassBuilder::code_body(0, 1, Bytes().u1(0xB1)));
    // 0 iload_0; 1 ifeq 11; 4 aconst_null; 5 checkcast Derived; 8 goto 15;
    // 11 aconst_null; 12 checkcast Unrelated; 15 invokestatic take; 18 return
    const Built r = verify_method(b, "(I)V", 1, 1,
                                  Bytes().u1(0x1A).u1(0x99).u2(10).u1(0x01).u1(0xC0).u2(derived).u1(0xA7).u2(7)
                                      .u1(0x01).u1(0xC0).u2(unrelated).u1(0xB8).u2(take).u1(0xB1));
    REQUIRE(r.failure);
    CHECK(r.failure->message == "(class: Foo, method: m signature: (I)V) Incompatible object argument for function call");
  }
  SECTION("inconsistent stack heights at a merge") {
    ClassBuilder b;
    b.major = 49;
    // 0 iload_0; 1 ifeq 5; 4 iconst_0; 5 return  (height 0 or 1 at 5)
    const Built r = verify_method(b, "(I)V", 1, 1, Bytes().u1(0x1A).u1(0x99).u2(4).u1(0x03).u1(0xB1));
    REQUIRE(r.failure);
    CHECK(r.failure->message == "(class: Foo, method: m signature: (I)V) Inconsistent stack height 0 != 1");
  }
}

TEST_CASE("version 50 fails over to inference when type checking fails", "[verifier][inference]") {
  ClassBuilder b;
  b.major = 50;
  // A branch without its StackMapTable frame: type checking fails, inference accepts it.
  const Built r = verify_method(b, "(I)V", 1, 1, Bytes().u1(0x1A).u1(0x99).u2(3).u1(0xB1));
  CHECK_FALSE(r.failure);
}

TEST_CASE("every class javac made for the tests and the class library verifies", "[verifier][javac]") {
  const std::string data = JVMLAB_TEST_DATA_DIR;
  const std::string classlib = data + "/../../classlib";
  const std::string v8 = data + "/v8";  // javac --release 8: class files 52.0
  verifier::ClassFileHierarchy h({data, v8, classlib});
  int verified = 0;
  for (const std::string& dir : {data, v8, classlib}) {
    if (!std::filesystem::is_directory(dir)) continue;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
      if (entry.path().extension() != ".class") continue;
      if (dir == data && entry.path().string().find("/v8/") != std::string::npos) continue;  // its own root
      std::string name = std::filesystem::relative(entry.path(), dir).replace_extension().string();
      const ClassFile* cf = h.load(name);
      REQUIRE(cf != nullptr);
      const auto failure = verifier::verify(*cf, h);
      INFO(name << ": " << (failure ? failure->message : std::string()));
      CHECK_FALSE(failure);
      // Type inference, ignoring the StackMapTable, must accept javac's code too.
      const auto inferred = verifier::verify_by_inference(*cf, h);
      INFO(name << " by inference: " << (inferred ? inferred->message : std::string()));
      CHECK_FALSE(inferred);
      verified++;
    }
  }
  CHECK(verified > 100);
}

TEST_CASE("a circular superclass chain on disk fails to load instead of looping", "[verifier][hierarchy]") {
  // A extends B extends A, and C extends A: class loading fails all three (the VM throws
  // ClassCircularityError), so the verifier's walks up the chain end at a Failed answer.
  const auto dir = std::filesystem::temp_directory_path() / ("jvmlab-circular-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  for (const auto& [name, super] : {std::pair{"A", "B"}, {"B", "A"}, {"C", "A"}}) {
    const std::vector<uint8_t> bytes = ClassBuilder(name, super).build();
    std::ofstream(dir / (std::string(name) + ".class"), std::ios::binary)
        .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
  }
  const std::string classlib = std::string(JVMLAB_TEST_DATA_DIR) + "/../../classlib";
  verifier::ClassFileHierarchy h({dir.string(), classlib});
  std::string super;
  CHECK(h.superclass_of("C", super) == verifier::ClassHierarchy::Answer::Failed);
  CHECK(h.is_subclass_of("A", "java/lang/Object") == verifier::ClassHierarchy::Answer::Failed);
  CHECK(h.superclass_of("B", super) == verifier::ClassHierarchy::Answer::Failed);
  CHECK(h.load("java/lang/String") != nullptr);
  std::filesystem::remove_all(dir);
}

TEST_CASE("mutated javac classes never crash the verifier", "[verifier][mutation]") {
  // Flip bytes of real class files; whatever still parses is verified by type checking and by
  // inference. Each must end in a verdict (accepted or a failure with a message), never a crash
  // (run under -DJVMLAB_SANITIZE=ON for out-of-bounds reads).
  const std::string data = JVMLAB_TEST_DATA_DIR;
  verifier::ClassFileHierarchy h({data, data + "/../../classlib"});
  std::vector<std::vector<uint8_t>> originals;
  for (const char* name : {"Kitchen", "Opcodes", "RefMapCases", "Dispatch"}) {
    std::ifstream in(data + "/" + name + ".class", std::ios::binary);
    if (in) originals.emplace_back((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  }
  REQUIRE(!originals.empty());
  Random rng{0x9E3779B97F4A7C15ull};
  int parsed = 0, rejected = 0;
  for (int round = 0; round < 3000; round++) {
    std::vector<uint8_t> bytes = originals[size_t(round) % originals.size()];
    const int flips = 1 + int(rng.below(4));
    for (int i = 0; i < flips; i++) bytes[rng.below(bytes.size())] = uint8_t(rng.next());
    classfile::ParseResult result = classfile::parse_class_file(bytes, "");
    auto* cf = std::get_if<std::unique_ptr<ClassFile>>(&result);
    if (!cf) continue;
    parsed++;
    for (bool infer : {false, true}) {
      const auto failure = infer ? verifier::verify_by_inference(**cf, h) : verifier::verify(**cf, h);
      if (failure) {
        rejected++;
        CHECK((failure->kind == VerifyFailure::Kind::LoadFailed || !failure->message.empty()));
      }
    }
  }
  CHECK(parsed > 100);
  CHECK(rejected > 0);
}
