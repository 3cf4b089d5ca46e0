// Writes the verifier's hostile class files: one directory per case under the output directory,
// each holding a main class named after the case (and the helper classes it needs), built with the
// JDK's internal ASM so that the bytecode breaks exactly one verification rule. Run at build time
// by tests/verifier/CMakeLists.txt; run_verifier_tests.py runs each case on jvmlab and compares it
// with what java 17 printed (tests/verifier/expected/).
//
//   javac --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED HostileClasses.java
//   java --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED HostileClasses <out>
import java.nio.file.Files;
import java.nio.file.Path;
import jdk.internal.org.objectweb.asm.ClassWriter;
import jdk.internal.org.objectweb.asm.Label;
import jdk.internal.org.objectweb.asm.MethodVisitor;
import jdk.internal.org.objectweb.asm.Opcodes;

public class HostileClasses implements Opcodes {
  static Path out;

  /** A class being written: the ClassWriter and where it goes. */
  static final class K {
    final ClassWriter cw;
    final String name;
    final Path dir;

    K(Path dir, String name, String superName, int version, String... interfaces) {
      this.cw = new ClassWriter(0);
      this.name = name;
      this.dir = dir;
      cw.visit(version, ACC_PUBLIC | ACC_SUPER, name, null, superName, interfaces.length == 0 ? null : interfaces);
    }

    K(Path dir, String name) {
      this(dir, name, "java/lang/Object", V17);
    }

    MethodVisitor method(int access, String mname, String desc) {
      MethodVisitor mv = cw.visitMethod(access, mname, desc, null, null);
      mv.visitCode();
      return mv;
    }

    MethodVisitor main() {
      return method(ACC_PUBLIC | ACC_STATIC, "main", "([Ljava/lang/String;)V");
    }

    /** A public no-argument constructor calling super(). */
    K ctor(String superName) {
      MethodVisitor mv = method(ACC_PUBLIC, "<init>", "()V");
      mv.visitVarInsn(ALOAD, 0);
      mv.visitMethodInsn(INVOKESPECIAL, superName, "<init>", "()V", false);
      mv.visitInsn(RETURN);
      end(mv, 1, 1);
      return this;
    }

    void write() throws Exception {
      cw.visitEnd();
      Path file = dir.resolve(name + ".class");
      Files.createDirectories(file.getParent());
      Files.write(file, cw.toByteArray());
    }
  }

  static void end(MethodVisitor mv, int maxStack, int maxLocals) {
    mv.visitMaxs(maxStack, maxLocals);
    mv.visitEnd();
  }

  static Path dir(String caseName) {
    return out.resolve(caseName);
  }

  /** A case whose main class is the bad one: main's body is `body`, then the class is written. */
  interface Body {
    void emit(MethodVisitor mv);
  }

  static void simple(String caseName, int maxStack, int maxLocals, Body body) throws Exception {
    simple(caseName, caseName, maxStack, maxLocals, body);
  }

  /** As above, with the main class named `className` (internal form, may have a package). */
  static void simple(String caseName, String className, int maxStack, int maxLocals, Body body) throws Exception {
    K k = new K(dir(caseName), className);
    MethodVisitor mv = k.main();
    body.emit(mv);
    end(mv, maxStack, maxLocals);
    k.write();
  }

  static void old49(String caseName, int maxStack, int maxLocals, Body body) throws Exception {
    K k = new K(dir(caseName), caseName, "java/lang/Object", V1_5);
    MethodVisitor mv = k.main();
    body.emit(mv);
    end(mv, maxStack, maxLocals);
    k.write();
  }

  static void println(MethodVisitor mv, String text) {
    mv.visitFieldInsn(GETSTATIC, "java/lang/System", "out", "Ljava/io/PrintStream;");
    mv.visitLdcInsn(text);
    mv.visitMethodInsn(INVOKEVIRTUAL, "java/io/PrintStream", "println", "(Ljava/lang/String;)V", false);
  }

  public static void main(String[] args) throws Exception {
    out = Path.of(args[0]);

    // --- operand types ----------------------------------------------------------------------
    simple("IntAsString", 1, 1, mv -> {  // an int where a String receiver is expected
      mv.visitInsn(ICONST_1);
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/String", "length", "()I", false);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    // IntAsString again, in a package named like the VM's own: a class-path class is verified all the same
    simple("VmPackageName", "jvmlab/VmPackageName", 1, 1, mv -> {
      mv.visitInsn(ICONST_1);
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/String", "length", "()I", false);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    simple("IntLocalAsReference", 1, 2, mv -> {
      mv.visitInsn(ICONST_1);
      mv.visitVarInsn(ISTORE, 1);
      mv.visitVarInsn(ALOAD, 1);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    simple("ReferenceAsInt", 2, 1, mv -> {
      mv.visitVarInsn(ALOAD, 0);
      mv.visitInsn(ICONST_1);
      mv.visitInsn(IADD);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    simple("LongHalfAsInt", 2, 3, mv -> {  // the upper half of a long read as an int
      mv.visitInsn(LCONST_1);
      mv.visitVarInsn(LSTORE, 1);
      mv.visitVarInsn(ILOAD, 2);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    simple("DupLong", 4, 1, mv -> {
      mv.visitInsn(LCONST_0);
      mv.visitInsn(DUP);
      mv.visitInsn(POP2);
      mv.visitInsn(POP2);
      mv.visitInsn(RETURN);
    });
    simple("AaloadOnIntArray", 2, 1, mv -> {
      mv.visitInsn(ICONST_1);
      mv.visitIntInsn(NEWARRAY, T_INT);
      mv.visitInsn(ICONST_0);
      mv.visitInsn(AALOAD);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    simple("ExceptionAsLongArray", 3, 1, mv -> {  // an exception object used as a long[]
      mv.visitTypeInsn(NEW, "java/lang/RuntimeException");
      mv.visitInsn(DUP);
      mv.visitMethodInsn(INVOKESPECIAL, "java/lang/RuntimeException", "<init>", "()V", false);
      mv.visitInsn(ICONST_0);
      mv.visitInsn(LALOAD);
      mv.visitInsn(POP2);
      mv.visitInsn(RETURN);
    });
    simple("ArraylengthOfString", 1, 1, mv -> {
      mv.visitLdcInsn("x");
      mv.visitInsn(ARRAYLENGTH);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    simple("AthrowObject", 2, 1, mv -> {
      mv.visitTypeInsn(NEW, "java/lang/Object");
      mv.visitInsn(DUP);
      mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
      mv.visitInsn(ATHROW);
    });
    simple("PutstaticWrongType", 1, 1, mv -> {
      mv.visitLdcInsn("not a stream");
      mv.visitFieldInsn(PUTSTATIC, "java/lang/System", "out", "Ljava/io/PrintStream;");
      mv.visitInsn(RETURN);
    });
    simple("StringAsStringBuilderArg", 3, 1, mv -> {
      mv.visitTypeInsn(NEW, "java/lang/StringBuilder");
      mv.visitInsn(DUP);
      mv.visitMethodInsn(INVOKESPECIAL, "java/lang/StringBuilder", "<init>", "()V", false);
      mv.visitInsn(ICONST_5);
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/StringBuilder", "append", "(Ljava/lang/CharSequence;)Ljava/lang/StringBuilder;", false);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });

    // --- stack and locals ---------------------------------------------------------------------
    simple("StackOverflow", 1, 1, mv -> {
      mv.visitInsn(ICONST_1);
      mv.visitInsn(ICONST_2);
      mv.visitInsn(POP2);
      mv.visitInsn(RETURN);
    });
    simple("StackUnderflow", 1, 1, mv -> {
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    simple("LocalOutOfRange", 1, 1, mv -> {
      mv.visitInsn(ICONST_1);
      mv.visitVarInsn(ISTORE, 3);
      mv.visitInsn(RETURN);
    });
    simple("WideIincOutOfRange", 1, 1, mv -> {
      mv.visitIincInsn(300, 1);
      mv.visitInsn(RETURN);
    });

    // --- control flow and stack maps --------------------------------------------------------------
    simple("FallsOffEnd", 1, 1, mv -> {
      mv.visitInsn(ICONST_0);
      mv.visitInsn(POP);
    });
    simple("BranchWithoutFrame", 1, 1, mv -> {
      Label l = new Label();
      mv.visitInsn(ICONST_0);
      mv.visitJumpInsn(IFEQ, l);
      mv.visitLabel(l);
      mv.visitInsn(RETURN);
    });
    simple("NoFrameAfterGoto", 1, 1, mv -> {
      Label l = new Label();
      mv.visitJumpInsn(GOTO, l);
      mv.visitInsn(NOP);
      mv.visitLabel(l);
      mv.visitFrame(F_SAME, 0, null, 0, null);
      mv.visitInsn(RETURN);
    });
    simple("InconsistentFrame", 1, 2, mv -> {  // the target's frame wants an int in local 1
      Label l = new Label();
      mv.visitInsn(ICONST_0);
      mv.visitJumpInsn(IFEQ, l);
      mv.visitInsn(RETURN);
      mv.visitLabel(l);
      mv.visitFrame(F_APPEND, 1, new Object[] {INTEGER}, 0, null);
      mv.visitInsn(RETURN);
    });
    simple("FrameTypeMismatch", 1, 2, mv -> {  // falls into a frame whose stack differs
      mv.visitInsn(ICONST_0);
      Label l = new Label();
      mv.visitLabel(l);
      mv.visitFrame(F_SAME, 0, null, 0, null);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    simple("HandlerFrameMismatch", 1, 2, mv -> {
      Label start = new Label(), end = new Label(), handler = new Label();
      mv.visitTryCatchBlock(start, end, handler, "java/lang/RuntimeException");
      mv.visitLabel(start);
      mv.visitInsn(NOP);
      mv.visitLabel(end);
      mv.visitInsn(RETURN);
      mv.visitLabel(handler);
      mv.visitFrame(F_FULL, 2, new Object[] {"[Ljava/lang/String;", "java/lang/String"}, 1,
                    new Object[] {"java/lang/RuntimeException"});
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    simple("HandlerWithoutFrame", 1, 1, mv -> {
      Label start = new Label(), end = new Label(), handler = new Label();
      mv.visitTryCatchBlock(start, end, handler, null);
      mv.visitLabel(start);
      mv.visitInsn(NOP);
      mv.visitLabel(end);
      mv.visitInsn(RETURN);
      mv.visitLabel(handler);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    simple("CatchTypeNotThrowable", 1, 1, mv -> {
      Label start = new Label(), end = new Label(), handler = new Label();
      mv.visitTryCatchBlock(start, end, handler, "java/lang/String");
      mv.visitLabel(start);
      mv.visitInsn(NOP);
      mv.visitLabel(end);
      mv.visitInsn(RETURN);
      mv.visitLabel(handler);
      mv.visitFrame(F_SAME1, 0, null, 1, new Object[] {"java/lang/String"});
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    simple("LookupswitchUnsorted", 1, 1, mv -> {
      Label a = new Label(), b = new Label(), d = new Label();
      mv.visitInsn(ICONST_0);
      mv.visitLookupSwitchInsn(d, new int[] {5, 2}, new Label[] {a, b});
      mv.visitLabel(a);
      mv.visitFrame(F_SAME, 0, null, 0, null);
      mv.visitLabel(b);
      mv.visitLabel(d);
      mv.visitInsn(RETURN);
    });
    simple("JsrInVersion17", 1, 2, mv -> {
      Label sub = new Label();
      mv.visitJumpInsn(JSR, sub);
      mv.visitInsn(RETURN);
      mv.visitLabel(sub);
      mv.visitVarInsn(ASTORE, 1);
      mv.visitVarInsn(RET, 1);
    });

    // --- returns -------------------------------------------------------------------------------
    {
      K k = new K(dir("ReturnValueFromVoid"), "ReturnValueFromVoid");
      MethodVisitor mv = k.main();
      mv.visitInsn(ICONST_0);
      mv.visitInsn(IRETURN);
      end(mv, 1, 1);
      k.write();
    }
    {
      K k = new K(dir("MissingReturnValue"), "MissingReturnValue");
      MethodVisitor mv = k.main();
      mv.visitMethodInsn(INVOKESTATIC, "MissingReturnValue", "f", "()I", false);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
      end(mv, 1, 1);
      mv = k.method(ACC_STATIC, "f", "()I");
      mv.visitInsn(RETURN);
      end(mv, 0, 0);
      k.write();
    }
    {
      K k = new K(dir("BadReturnType"), "BadReturnType");
      MethodVisitor mv = k.main();
      mv.visitInsn(RETURN);
      end(mv, 0, 1);
      mv = k.method(ACC_STATIC, "f", "()Ljava/lang/String;");
      mv.visitLdcInsn(jdk.internal.org.objectweb.asm.Type.getType("Ljava/lang/Object;"));
      mv.visitInsn(ARETURN);
      end(mv, 1, 0);
      k.write();
    }

    // --- objects, constructors -------------------------------------------------------------------
    simple("UninitializedReceiver", 2, 1, mv -> {
      mv.visitTypeInsn(NEW, "java/lang/Object");
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/Object", "hashCode", "()I", false);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    simple("WrongInit", 2, 1, mv -> {
      mv.visitTypeInsn(NEW, "java/lang/String");
      mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
      mv.visitInsn(RETURN);
    });
    simple("CallClinit", 0, 1, mv -> {
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Object", "<clinit>", "()V", false);
      mv.visitInsn(RETURN);
    });
    {
      K k = new K(dir("NoSuperCall"), "NoSuperCall");
      MethodVisitor mv = k.method(ACC_PUBLIC, "<init>", "()V");
      mv.visitInsn(RETURN);
      end(mv, 0, 1);
      mv = k.main();
      mv.visitInsn(RETURN);
      end(mv, 0, 1);
      k.write();
    }
    {
      K k = new K(dir("InitOfUnrelatedClass"), "InitOfUnrelatedClass");
      MethodVisitor mv = k.method(ACC_PUBLIC, "<init>", "()V");
      mv.visitVarInsn(ALOAD, 0);
      mv.visitMethodInsn(INVOKESPECIAL, "java/lang/String", "<init>", "()V", false);
      mv.visitInsn(RETURN);
      end(mv, 1, 1);
      mv = k.main();
      mv.visitInsn(RETURN);
      end(mv, 0, 1);
      k.write();
    }
    simple("IllegalNewarray", 1, 1, mv -> {
      mv.visitInsn(ICONST_1);
      mv.visitIntInsn(NEWARRAY, 3);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    simple("MultianewarrayTooDeep", 3, 1, mv -> {
      mv.visitInsn(ICONST_1);
      mv.visitInsn(ICONST_1);
      mv.visitInsn(ICONST_1);
      mv.visitMultiANewArrayInsn("[[I", 3);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    simple("GetfieldOnArrayClass", 1, 1, mv -> {
      mv.visitVarInsn(ALOAD, 0);
      mv.visitFieldInsn(GETFIELD, "[Ljava/lang/String;", "length", "I");
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    {
      K k = new K(dir("InvokespecialUnrelated"), "InvokespecialUnrelated");
      k.ctor("java/lang/Object");
      MethodVisitor mv = k.main();
      mv.visitLdcInsn("s");
      mv.visitMethodInsn(INVOKESPECIAL, "java/lang/String", "length", "()I", false);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
      end(mv, 1, 1);
      k.write();
    }

    // --- protected access (JVMS §4.10.1.8): q/ProtectedField reads p/Base's protected field of a
    // p/Base object, which is not a q/ProtectedField ---------------------------------------------
    {
      Path d = dir("ProtectedField");
      K base = new K(d, "p/Base");
      base.cw.visitField(ACC_PROTECTED, "secret", "I", null, null).visitEnd();
      base.ctor("java/lang/Object").write();
      K k = new K(d, "q/ProtectedField", "p/Base", V17);
      k.ctor("p/Base");
      MethodVisitor mv = k.main();
      mv.visitTypeInsn(NEW, "p/Base");
      mv.visitInsn(DUP);
      mv.visitMethodInsn(INVOKESPECIAL, "p/Base", "<init>", "()V", false);
      mv.visitFieldInsn(GETFIELD, "p/Base", "secret", "I");
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
      end(mv, 2, 1);
      k.write();
    }

    // --- more of HotSpot's checks ---------------------------------------------------------------------
    simple("NewOfArrayClass", 1, 1, mv -> {
      mv.visitTypeInsn(NEW, "[I");
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    simple("MultianewarrayOfClass", 1, 1, mv -> {
      mv.visitInsn(ICONST_1);
      mv.visitMultiANewArrayInsn("java/lang/String", 1);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    simple("UninitializedAtNonNew", 2, 1, mv -> {  // a frame naming a non-new bci as Uninitialized
      Label notNew = new Label(), l = new Label();
      mv.visitLabel(notNew);
      mv.visitInsn(NOP);
      mv.visitInsn(ACONST_NULL);
      mv.visitJumpInsn(IFNULL, l);
      mv.visitLabel(l);
      mv.visitFrame(F_FULL, 1, new Object[] {"[Ljava/lang/String;"}, 1, new Object[] {notNew});
      mv.visitInsn(RETURN);
    });
    simple("FrameLocalsTooMany", 1, 1, mv -> {
      Label l = new Label();
      mv.visitInsn(ACONST_NULL);
      mv.visitJumpInsn(IFNULL, l);
      mv.visitLabel(l);
      mv.visitFrame(F_FULL, 3, new Object[] {"[Ljava/lang/String;", INTEGER, INTEGER}, 0, null);
      mv.visitInsn(RETURN);
    });
    simple("SwitchTargetWithoutFrame", 1, 1, mv -> {
      Label a = new Label(), d = new Label();
      mv.visitInsn(ICONST_0);
      mv.visitTableSwitchInsn(0, 0, d, a);
      mv.visitLabel(a);
      mv.visitFrame(F_SAME, 0, null, 0, null);
      mv.visitInsn(RETURN);
      mv.visitLabel(d);
      mv.visitInsn(RETURN);
    });
    simple("StoreUninitializedThenUse", 2, 2, mv -> {  // uninitialized object stored and passed on
      mv.visitTypeInsn(NEW, "java/lang/Object");
      mv.visitVarInsn(ASTORE, 1);
      mv.visitVarInsn(ALOAD, 1);
      mv.visitMethodInsn(INVOKESTATIC, "java/util/Objects", "hashCode", "(Ljava/lang/Object;)I", false);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    {  // a constructor whose super() call sits in a try block whose handler returns normally
      K k = new K(dir("InitInsideTry"), "InitInsideTry");
      MethodVisitor mv = k.method(ACC_PUBLIC, "<init>", "()V");
      Label start = new Label(), end = new Label(), handler = new Label();
      mv.visitTryCatchBlock(start, end, handler, "java/lang/Throwable");
      mv.visitLabel(start);
      mv.visitVarInsn(ALOAD, 0);
      mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
      mv.visitLabel(end);
      mv.visitInsn(RETURN);
      mv.visitLabel(handler);
      mv.visitFrame(F_FULL, 1, new Object[] {UNINITIALIZED_THIS}, 1, new Object[] {"java/lang/Throwable"});
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
      end(mv, 1, 1);
      mv = k.main();
      mv.visitInsn(RETURN);
      end(mv, 0, 1);
      k.write();
    }
    {  // a field of this class set before super(): allowed (JVMS 2nd edition)
      K k = new K(dir("FieldBeforeSuper"), "FieldBeforeSuper");
      k.cw.visitField(0, "x", "I", null, null).visitEnd();
      MethodVisitor mv = k.method(ACC_PUBLIC, "<init>", "()V");
      mv.visitVarInsn(ALOAD, 0);
      mv.visitInsn(ICONST_3);
      mv.visitFieldInsn(PUTFIELD, "FieldBeforeSuper", "x", "I");
      mv.visitVarInsn(ALOAD, 0);
      mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
      mv.visitInsn(RETURN);
      end(mv, 2, 1);
      mv = k.main();
      mv.visitTypeInsn(NEW, "FieldBeforeSuper");
      mv.visitInsn(DUP);
      mv.visitMethodInsn(INVOKESPECIAL, "FieldBeforeSuper", "<init>", "()V", false);
      mv.visitFieldInsn(GETFIELD, "FieldBeforeSuper", "x", "I");
      mv.visitInsn(POP);
      println(mv, "x set before super()");
      mv.visitInsn(RETURN);
      end(mv, 2, 1);
      k.write();
    }
    {  // q/ProtectedMethod calls p/Base2's protected method on a p/Base2 object
      Path d = dir("ProtectedMethod");
      K base = new K(d, "p/Base2");
      base.ctor("java/lang/Object");
      MethodVisitor mv = base.method(ACC_PROTECTED, "hook", "()V");
      mv.visitInsn(RETURN);
      end(mv, 0, 1);
      base.write();
      K k = new K(d, "q/ProtectedMethod", "p/Base2", V17);
      k.ctor("p/Base2");
      mv = k.main();
      mv.visitTypeInsn(NEW, "p/Base2");
      mv.visitInsn(DUP);
      mv.visitMethodInsn(INVOKESPECIAL, "p/Base2", "<init>", "()V", false);
      mv.visitMethodInsn(INVOKEVIRTUAL, "p/Base2", "hook", "()V", false);
      mv.visitInsn(RETURN);
      end(mv, 2, 1);
      k.write();
    }

    // --- when verification happens ------------------------------------------------------------------
    // Main names the bad class only by a class literal: java never links it, so never verifies it.
    {
      Path d = dir("ClassLiteralOnly");
      K bad = new K(d, "BadHelper");
      MethodVisitor mv = bad.method(ACC_PUBLIC | ACC_STATIC, "run", "()V");
      mv.visitInsn(ICONST_1);
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/String", "length", "()I", false);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
      end(mv, 1, 0);
      bad.write();
      K k = new K(d, "ClassLiteralOnly");
      mv = k.main();
      mv.visitFieldInsn(GETSTATIC, "java/lang/System", "out", "Ljava/io/PrintStream;");
      mv.visitLdcInsn(jdk.internal.org.objectweb.asm.Type.getType("LBadHelper;"));
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/Class", "getName", "()Ljava/lang/String;", false);
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/io/PrintStream", "println", "(Ljava/lang/String;)V", false);
      mv.visitInsn(RETURN);
      end(mv, 2, 1);
      k.write();
    }
    // Reflection links the class (HotSpot's JVM_GetClassDeclaredMethods): getDeclaredMethods on a
    // bad class throws its VerifyError although nothing initializes it.
    {
      Path d = dir("ReflectionLinks");
      K bad = new K(d, "BadReflected");
      MethodVisitor mv = bad.method(ACC_PUBLIC | ACC_STATIC, "run", "()V");
      mv.visitInsn(ICONST_1);
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/String", "length", "()I", false);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
      end(mv, 1, 0);
      bad.write();
      K k = new K(d, "ReflectionLinks");
      mv = k.main();
      println(mv, "before reflection");
      Label start = new Label(), stop = new Label(), handler = new Label(), after = new Label();
      mv.visitTryCatchBlock(start, stop, handler, "java/lang/VerifyError");
      mv.visitLabel(start);
      mv.visitLdcInsn(jdk.internal.org.objectweb.asm.Type.getType("LBadReflected;"));
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/Class", "getDeclaredMethods", "()[Ljava/lang/reflect/Method;", false);
      mv.visitInsn(POP);
      mv.visitLabel(stop);
      println(mv, "no error");
      mv.visitJumpInsn(GOTO, after);
      mv.visitLabel(handler);
      mv.visitFrame(F_SAME1, 0, null, 1, new Object[] {"java/lang/VerifyError"});
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/Throwable", "getMessage", "()Ljava/lang/String;", false);
      mv.visitVarInsn(ASTORE, 1);
      mv.visitFieldInsn(GETSTATIC, "java/lang/System", "out", "Ljava/io/PrintStream;");
      mv.visitVarInsn(ALOAD, 1);
      mv.visitInsn(ICONST_0);
      mv.visitVarInsn(ALOAD, 1);
      mv.visitIntInsn(BIPUSH, 10);
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/String", "indexOf", "(I)I", false);
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/String", "substring", "(II)Ljava/lang/String;", false);
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/io/PrintStream", "println", "(Ljava/lang/String;)V", false);
      mv.visitLabel(after);
      mv.visitFrame(F_SAME, 0, null, 0, null);
      println(mv, "after reflection");
      mv.visitInsn(RETURN);
      end(mv, 5, 2);
      k.write();
    }
    // Main calls the bad class twice, catching the VerifyError: both calls throw it (the class
    // stays unlinked), then a third call escapes main.
    {
      Path d = dir("VerifyErrorTwice");
      K bad = new K(d, "BadTwice");
      MethodVisitor mv = bad.method(ACC_PUBLIC | ACC_STATIC, "run", "()V");
      mv.visitInsn(ICONST_1);
      mv.visitInsn(ARETURN);
      end(mv, 1, 0);
      bad.write();
      K k = new K(d, "VerifyErrorTwice");
      mv = k.main();
      for (int i = 0; i < 2; i++) {
        Label start = new Label(), end = new Label(), handler = new Label(), after = new Label();
        mv.visitTryCatchBlock(start, end, handler, "java/lang/VerifyError");
        mv.visitLabel(start);
        mv.visitMethodInsn(INVOKESTATIC, "BadTwice", "run", "()V", false);
        mv.visitLabel(end);
        mv.visitJumpInsn(GOTO, after);
        mv.visitLabel(handler);
        mv.visitFrame(F_SAME1, 0, null, 1, new Object[] {"java/lang/VerifyError"});
        mv.visitVarInsn(ASTORE, 1);
        mv.visitFieldInsn(GETSTATIC, "java/lang/System", "out", "Ljava/io/PrintStream;");
        mv.visitVarInsn(ALOAD, 1);
        mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/Object", "getClass", "()Ljava/lang/Class;", false);
        mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/Class", "getName", "()Ljava/lang/String;", false);
        mv.visitMethodInsn(INVOKEVIRTUAL, "java/io/PrintStream", "println", "(Ljava/lang/String;)V", false);
        mv.visitLabel(after);
        mv.visitFrame(F_SAME, 0, null, 0, null);
      }
      println(mv, "third call");
      mv.visitMethodInsn(INVOKESTATIC, "BadTwice", "run", "()V", false);
      mv.visitInsn(RETURN);
      end(mv, 2, 2);
      k.write();
    }
    // The verifier must load a class to check an assignment, and it is missing: java throws the
    // NoClassDefFoundError when linking, not a VerifyError.
    {
      Path d = dir("VerifierLoadsMissingClass");
      K k = new K(d, "VerifierLoadsMissingClass");
      MethodVisitor mv = k.main();
      mv.visitInsn(ACONST_NULL);
      mv.visitTypeInsn(CHECKCAST, "GoneSubclass");
      mv.visitMethodInsn(INVOKESTATIC, "VerifierLoadsMissingClass", "take", "(LGoneBase;)V", false);
      mv.visitInsn(RETURN);
      end(mv, 1, 1);
      mv = k.method(ACC_STATIC, "take", "(LGoneBase;)V");
      mv.visitInsn(RETURN);
      end(mv, 0, 1);
      k.write();
    }
    // Before version 50 there are no stack maps: java verifies by type inference, with the old
    // verifier's messages.
    old49("Old49IntAsString", 1, 1, mv -> {
      mv.visitInsn(ICONST_1);
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/String", "length", "()I", false);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    old49("Old49StackUnderflow", 1, 1, mv -> {
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    old49("Old49FallsOffEnd", 1, 1, mv -> {
      mv.visitInsn(NOP);
    });
    old49("Old49LocalWrongType", 1, 2, mv -> {
      mv.visitInsn(FCONST_0);
      mv.visitVarInsn(FSTORE, 1);
      mv.visitVarInsn(ILOAD, 1);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    old49("Old49MergedToObject", 2, 2, mv -> {  // String or Integer merge to Object: not a String
      Label other = new Label(), join = new Label();
      mv.visitVarInsn(ALOAD, 0);
      mv.visitInsn(ARRAYLENGTH);
      mv.visitJumpInsn(IFEQ, other);
      mv.visitLdcInsn("s");
      mv.visitJumpInsn(GOTO, join);
      mv.visitLabel(other);
      mv.visitInsn(ICONST_1);
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Integer", "valueOf", "(I)Ljava/lang/Integer;", false);
      mv.visitLabel(join);
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/String", "length", "()I", false);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    old49("Old49LoopRuns", 3, 2, mv -> {  // a good loop without stack maps: runs
      Label head = new Label();
      mv.visitInsn(ICONST_0);
      mv.visitVarInsn(ISTORE, 1);
      mv.visitLabel(head);
      mv.visitIincInsn(1, 1);
      mv.visitVarInsn(ILOAD, 1);
      mv.visitIntInsn(BIPUSH, 3);
      mv.visitJumpInsn(IF_ICMPLT, head);
      println(mv, "loop done");
      mv.visitInsn(RETURN);
    });
    // jsr/ret subroutines (javac before 1.4.2 compiled finally this way).
    old49("Old49FinallyRuns", 2, 4, mv -> {  // try { println } finally { println } via jsr
      Label start = new Label(), end = new Label(), handler = new Label(), sub = new Label(), done = new Label();
      mv.visitTryCatchBlock(start, end, handler, null);
      mv.visitInsn(ICONST_5);
      mv.visitVarInsn(ISTORE, 2);
      mv.visitLabel(start);
      println(mv, "body");
      mv.visitLabel(end);
      mv.visitJumpInsn(JSR, sub);
      mv.visitJumpInsn(GOTO, done);
      mv.visitLabel(handler);
      mv.visitVarInsn(ASTORE, 1);
      mv.visitJumpInsn(JSR, sub);
      mv.visitVarInsn(ALOAD, 1);
      mv.visitInsn(ATHROW);
      mv.visitLabel(sub);
      mv.visitVarInsn(ASTORE, 3);
      println(mv, "finally");
      mv.visitVarInsn(RET, 3);
      mv.visitLabel(done);
      mv.visitVarInsn(ILOAD, 2);  // untouched by the subroutine: still an int
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
    });
    old49("Old49SubroutineChangesLocal", 2, 3, mv -> {  // the subroutine makes local 1 a String
      Label sub = new Label(), after = new Label();
      mv.visitInsn(ICONST_1);
      mv.visitVarInsn(ISTORE, 1);
      mv.visitJumpInsn(JSR, sub);
      mv.visitVarInsn(ILOAD, 1);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
      mv.visitLabel(sub);
      mv.visitVarInsn(ASTORE, 2);
      mv.visitLdcInsn("now a string");
      mv.visitVarInsn(ASTORE, 1);
      mv.visitVarInsn(RET, 2);
    });
    old49("Old49RetOfInt", 1, 2, mv -> {
      mv.visitInsn(ICONST_0);
      mv.visitVarInsn(ISTORE, 1);
      mv.visitVarInsn(RET, 1);
    });
    old49("Old49LoadReturnAddress", 1, 2, mv -> {  // a return address is not a reference
      Label sub = new Label();
      mv.visitJumpInsn(JSR, sub);
      mv.visitInsn(RETURN);
      mv.visitLabel(sub);
      mv.visitVarInsn(ASTORE, 1);
      mv.visitVarInsn(ALOAD, 1);
      mv.visitInsn(POP);
      mv.visitVarInsn(RET, 1);
    });
    // Version 50 without a StackMapTable: type checking fails at the branch, java fails over to
    // type inference, which accepts the method.
    {
      K k = new K(dir("Version50NoStackMap"), "Version50NoStackMap", "java/lang/Object", V1_6);
      MethodVisitor mv = k.main();
      Label l = new Label();
      mv.visitVarInsn(ALOAD, 0);
      mv.visitInsn(ARRAYLENGTH);
      mv.visitJumpInsn(IFNE, l);
      println(mv, "no arguments");
      mv.visitLabel(l);
      mv.visitInsn(RETURN);
      end(mv, 2, 1);
      k.write();
    }
    // Type checking only runs on version 50+: the same bad class at version 50 fails as at 61.
    {
      K k = new K(dir("Version50IntAsString"), "Version50IntAsString", "java/lang/Object", V1_6);
      MethodVisitor mv = k.main();
      mv.visitInsn(ICONST_1);
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/String", "length", "()I", false);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
      end(mv, 1, 1);
      k.write();
    }

    // --- method order: with faults in two methods, java reports the method it verifies first.
    // HotSpot sorts methods by the address of their name Symbol: names already in the CDS archive
    // (main, run, ...) first, fresh names after, in constant-pool order (verifier/method_order).
    {  // helper is declared (and named in the pool) before main, yet main is verified first
      K k = new K(dir("TwoFaultsFreshBeforeMain"), "TwoFaultsFreshBeforeMain");
      MethodVisitor h = k.method(ACC_STATIC, "helperFault", "()V");
      h.visitVarInsn(ALOAD, 0);  // no local 0 in a static ()V method
      h.visitInsn(POP);
      h.visitInsn(RETURN);
      end(h, 1, 0);
      MethodVisitor mv = k.main();
      mv.visitInsn(ICONST_1);
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/String", "length", "()I", false);
      mv.visitInsn(POP);
      mv.visitInsn(RETURN);
      end(mv, 1, 1);
      k.write();
    }
    {  // zuluFault comes first in the class file, run (an archived name) is verified first
      K k = new K(dir("TwoFaultsArchivedName"), "TwoFaultsArchivedName");
      MethodVisitor z = k.method(ACC_STATIC, "zuluFault", "()V");
      z.visitInsn(POP);  // stack underflow
      z.visitInsn(RETURN);
      end(z, 1, 0);
      MethodVisitor r = k.method(ACC_STATIC, "run", "()V");
      r.visitInsn(ICONST_1);
      r.visitInsn(ARETURN);  // an int returned from a void method
      end(r, 1, 0);
      MethodVisitor mv = k.main();
      mv.visitInsn(RETURN);
      end(mv, 0, 1);
      k.write();
    }
    {  // two fresh names: the one named first in the constant pool (by main's call) goes first,
       // although it is declared last
      K k = new K(dir("TwoFaultsPoolOrder"), "TwoFaultsPoolOrder");
      MethodVisitor mv = k.main();
      mv.visitMethodInsn(INVOKESTATIC, "TwoFaultsPoolOrder", "alphaFault", "()V", false);
      mv.visitInsn(RETURN);
      end(mv, 0, 1);
      MethodVisitor b = k.method(ACC_STATIC, "betaFault", "()V");
      b.visitInsn(POP);  // stack underflow
      b.visitInsn(RETURN);
      end(b, 1, 0);
      MethodVisitor a = k.method(ACC_STATIC, "alphaFault", "()V");
      a.visitInsn(LCONST_0);  // stack overflow: max_stack 1
      a.visitInsn(POP2);
      a.visitInsn(RETURN);
      end(a, 1, 0);
      k.write();
    }
  }
}
