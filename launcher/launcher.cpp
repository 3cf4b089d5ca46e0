// The `jvmlab` launcher: `jvmlab [options] <mainclass> [args...]`, shaped like `java`: parse the
// options, create the VM, load and initialize the main class, run main(String[]), report an
// uncaught exception like java, and exit with java's exit codes.
#include <csignal>
#include <algorithm>
#include <cstdio>
#include <string>

#include "classfile/signature.hpp"
#include "classfile/utf8.hpp"
#include "runtime/classloading/class_path.hpp"
#include "runtime/classloading/verification.hpp"
#include "runtime/options/options.hpp"
#include "runtime/threads/threads.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"
#include "verifier/method_order.hpp"

using namespace jvmlab;

namespace {

void print_err(const std::string& s) { vm_write(2, s.data(), s.size()); }

/// Hands an uncaught exception to Thread.dispatchUncaughtException, which prints
/// `Exception in thread "main" ` and the stack trace like java's default handler (or calls the
/// program's handler). Falls back to printing the class name if that fails.
void report_uncaught(JavaThread* t) {
  Object* e = t->pending_exception;
  t->pending_exception = nullptr;
  HandleScope hs(t);
  Handle he(t, e);
  Object* thread = java_thread_object(t);
  if (thread) {
    Slot arg = ref_slot(he.get());
    call_virtual(t, thread, "dispatchUncaughtException", "(Ljava/lang/Throwable;)V", &arg, 1);
  }
  if (!thread) {
    t->pending_exception = nullptr;
    print_err("Exception in thread \"main\" " + he->klass->external_name() + "\n");
  } else if (t->has_pending_exception()) {
    // The handler itself threw (e.g. the exception's toString did): java's words for it.
    Object* failure = t->pending_exception;
    t->pending_exception = nullptr;
    print_err("\nException: " + failure->klass->external_name() +
              " thrown from the UncaughtExceptionHandler in thread \"main\"\n");
  }
}

/// Runs the registered shutdown hooks (jvmlab.internal.VM.runShutdownHooks), as java does when
/// the last non-daemon thread ends.
void run_shutdown_hooks(JavaThread* t) {
  t->pending_exception = nullptr;
  Klass* vm = find_class(t, "jvmlab/internal/VM");
  if (!vm || !initialize_class(t, vm)) {
    t->pending_exception = nullptr;
    return;
  }
  if (Method* m = vm->find_declared_method("runShutdownHooks", "()V")) call_java(t, m, nullptr, 0);
  t->pending_exception = nullptr;
}

std::string exception_text(JavaThread* t, Object* e) {
  HandleScope hs(t);
  Handle he(t, e);
  Slot r = call_virtual(t, he.get(), "toString", "()Ljava/lang/String;");
  if (t->has_pending_exception() || slot_ref(r) == nullptr) {
    t->pending_exception = nullptr;
    return he->klass->external_name();
  }
  return string_utf8(slot_ref(r));
}

/// What java's launcher makes of the main class before it runs main: LauncherHelper calls
/// mainClass.getMethod("main", String[].class), and Class.getMethod builds a reflect.Method for
/// every public method `k` declares (JVM_GetClassDeclaredMethods, publicOnly; HotSpot's
/// Reflection::new_method), which loads each one's parameter, return and declared exception
/// classes, in methods-array order (verifier::verification_order). A class that declares no public
/// main(String[]) sends the search on to its superclass, then to its direct superinterfaces
/// (getMethodsRecursive). Checked with java 17: private methods, fields and constructors load
/// nothing; javac's public bridge for a public method inherited from a package-private class
/// counts. False with the loading error pending (java reports it as "Unable to initialize main
/// class"). May load classes; `t` is the main thread.
bool load_public_method_types(JavaThread* t, Klass* k) {
  if (!k || !k->class_file) return true;
  bool declares_main = false;
  for (const classfile::MethodInfo* mi : verifier::verification_order(*k->class_file)) {
    if (!(mi->access_flags & classfile::acc::PUBLIC) || mi->name == "<init>" || mi->name == "<clinit>") continue;
    for (classfile::SignatureIterator it(mi->descriptor);; it.next()) {
      if (it.type().is_reference() && !find_class(t, std::string(it.type().class_name()))) return false;
      if (it.at_return()) break;
    }
    for (const std::string& name : mi->exceptions) {
      if (!find_class(t, name)) return false;
    }
    if (mi->name == "main" && mi->descriptor.rfind("([Ljava/lang/String;)", 0) == 0) declares_main = true;
  }
  if (declares_main) return true;
  if (!load_public_method_types(t, k->super)) return false;
  for (Klass* i : k->interfaces) {
    if (!load_public_method_types(t, i)) return false;
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  // A closed pipe must not kill the VM: writes fail and the program goes on, as in java.
  std::signal(SIGPIPE, SIG_IGN);
  ParseOutcome outcome = parse_vm_options(argc, argv);
  if (!outcome.options) return outcome.exit_code;
  VmOptions& options = *outcome.options;
  if (!create_vm(options)) vm_exit(1);
  JavaThread* t = JavaThread::current();
  if (!options.jar_file.empty()) {  // -jar: the main class is the manifest's Main-Class
    std::string jar_error;
    std::optional<std::string> jar_main = jar_main_class(options.jar_file, &jar_error);
    if (!jar_main) {
      print_err(jar_error + "\n");
      vm_exit(1);
    }
    options.main_class = *jar_main;
  }

  // The command line is standard UTF-8; the VM names classes in modified UTF-8 (they differ for
  // supplementary characters).
  std::string main_name = classfile::encode_modified_utf8(classfile::decode_utf8(options.main_class));
  std::replace(main_name.begin(), main_name.end(), '.', '/');
  std::string internal_text = options.main_class;  // main_name as messages (standard UTF-8) show it
  std::replace(internal_text.begin(), internal_text.end(), '.', '/');
  std::string shown_name = options.main_class;
  std::replace(shown_name.begin(), shown_name.end(), '/', '.');

  // Load the main class.
  Klass* main_class = find_class(t, main_name);
  if (!main_class) {
    HandleScope hs(t);
    Handle he(t, t->pending_exception);  // exception_text calls Java: the exception may move
    t->pending_exception = nullptr;
    std::string cls = he->klass->name;
    const std::string text = exception_text(t, he.get());
    if (cls == "java/lang/NoClassDefFoundError" &&
        universe->classes.find(main_name) == universe->classes.end() &&
        text.size() >= internal_text.size() + 2 &&
        text.compare(text.size() - internal_text.size() - 2, std::string::npos, ": " + internal_text) == 0) {
      // The class file itself is missing (the message is the bare name), not broken.
      print_err("Error: Could not find or load main class " + shown_name +
                "\nCaused by: java.lang.ClassNotFoundException: " + shown_name + "\n");
    } else if (cls == "java/lang/NoClassDefFoundError") {
      print_err("Error: Could not find or load main class " + shown_name + "\nCaused by: " +
                text + "\n");
    } else if (cls == "java/lang/VerifyError") {
      print_err("Error: Unable to initialize main class " + shown_name + "\nCaused by: " +
                text + "\n");
    } else {
      print_err("Error: LinkageError occurred while loading main class " + shown_name + "\n\t" +
                text + "\n");
    }
    vm_exit(1);
  }

  // Link it: java's launcher links the main class when it looks up main, so a VerifyError (or the
  // error of a class the verifier had to load) is "Unable to initialize main class"; and its
  // getMethod("main") loads the types of the class's public methods first, with the same report.
  if (!link_class(t, main_class) || !load_public_method_types(t, main_class)) {
    HandleScope hs(t);
    Handle he(t, t->pending_exception);
    t->pending_exception = nullptr;
    print_err("Error: Unable to initialize main class " + shown_name + "\nCaused by: " +
              exception_text(t, he.get()) + "\n");
    vm_exit(1);
  }

  // Find public static void main(String[]).
  Method* main_method = main_class->find_declared_method("main", "([Ljava/lang/String;)V");
  if (!main_method) {
    for (Klass* k = main_class->super; k && !main_method; k = k->super) {
      main_method = k->find_declared_method("main", "([Ljava/lang/String;)V");
    }
  }
  if (!main_method) {
    for (auto& m : main_class->methods) {
      if (m->name == "main" && m->descriptor.rfind("([Ljava/lang/String;)", 0) == 0 &&
          m->is_static() && (m->access & classfile::acc::PUBLIC)) {
        print_err("Error: Main method must return a value of type void in class " + shown_name +
                  ", please \ndefine the main method as:\n   public static void main(String[] args)\n");
        vm_exit(1);
      }
    }
  }
  if (!main_method || !(main_method->access & classfile::acc::PUBLIC)) {
    print_err("Error: Main method not found in class " + shown_name +
              ", please define the main method as:\n   public static void main(String[] args)\n"
              "or a JavaFX application class must extend javafx.application.Application\n");
    vm_exit(1);
  }
  if (!main_method->is_static()) {
    print_err("Error: Main method is not static in class " + shown_name +
              ", please define the main method as:\n   public static void main(String[] args)\n");
    vm_exit(1);
  }

  // Initialize it, build String[] args, run main.
  if (initialize_class(t, main_class)) {
    Klass* string_array = array_klass_of(t, universe->string_klass);
    Object* args = string_array ? new_array(t, string_array, int32_t(options.program_args.size())) : nullptr;
    if (args) {
      HandleScope hs(t);
      Handle hargs(t, args);
      for (size_t i = 0; i < options.program_args.size(); i++) {
        Object* s = new_string_from_utf8_bytes(t, options.program_args[i]);
        if (!s) break;
        set_ref_element(hargs.get(), int32_t(i), s);
      }
      if (!t->has_pending_exception()) {
        Slot a = ref_slot(hargs.get());
        call_java(t, main_method, &a, 1);
      }
    }
  }
  int exit_code = 0;
  if (t->has_pending_exception()) {
    report_uncaught(t);
    exit_code = 1;
  }
  // DestroyJavaVM: the VM ends when the last non-daemon thread does (System.exit does not wait).
  threads::wait_for_non_daemon_threads(t);
  run_shutdown_hooks(t);
  vm_exit(exit_code);
}
