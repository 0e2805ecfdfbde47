package mancala.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The borders of ../shared/DESIGN.md's rooms. */
@AnalyzeClasses(packages = "mancala", importOptions = ImportOption.DoNotIncludeTests.class)
class RoomBordersTest {

  @ArchTest
  static final ArchRule rulesUseOnlyTheJdk =
      classes()
          .that()
          .resideInAPackage("mancala.rules..")
          .should()
          .onlyDependOnClassesThat()
          .resideInAnyPackage("java..", "mancala.rules..");

  @ArchTest
  static final ArchRule pureRoomsNeverImportLibGdx =
      noClasses()
          .that()
          .resideInAnyPackage("mancala.rules..", "mancala.ai..", "mancala.console..")
          .should()
          .dependOnClassesThat()
          .resideInAPackage("com.badlogic..");

  @ArchTest
  static final ArchRule theSynthesizerUsesOnlyTheJdk =
      classes()
          .that()
          .resideInAPackage("mancala.audio.synth..")
          .should()
          .onlyDependOnClassesThat()
          .resideInAnyPackage("java..", "mancala.audio.synth..");

  @ArchTest
  static final ArchRule scoresUseOnlyTheJdkAndTheSynthesizer =
      classes()
          .that()
          .resideInAPackage("mancala.audio.score..")
          .should()
          .onlyDependOnClassesThat()
          .resideInAnyPackage("java..", "mancala.audio.synth..", "mancala.audio.score..");
}
