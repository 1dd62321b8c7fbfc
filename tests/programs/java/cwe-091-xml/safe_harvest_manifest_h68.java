// A harvest manifest program of the h68 set (cwe-091-xml).
// pearl farms: builds the XML harvest manifest that accompanies a pearl lot to the auction broker
package pf.lagonbleu.harvest;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.runtime.Micronaut;
import io.micronaut.serde.annotation.Serdeable;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

public class HarvestManifestApp {
    public static void main(String[] args) {
        Micronaut.run(HarvestManifestApp.class, args);
    }
}

@Serdeable
record PearlGrade(String grade, String lustre, double sizeMm, int count) {}

@Serdeable
record HarvestLot(String lotCode, String farm, LocalDate harvested, List<PearlGrade> grades, String graderNote) {
    HarvestLot {
        grades = grades == null ? List.of() : List.copyOf(grades);
        graderNote = graderNote == null ? "" : graderNote;
    }

    int totalPearls() {
        return grades.stream().mapToInt(PearlGrade::count).sum();
    }
}

@Controller("/manifests")
class HarvestManifestController {

    private static final Map<Character, String> ENTITIES = Map.of(
            '<', "&lt;", '>', "&gt;", '&', "&amp;", '"', "&quot;", '\'', "&apos;");

    static String text(String raw) {
        return raw.chars()
                .mapToObj(c -> ENTITIES.getOrDefault((char) c, Character.toString(c)))
                .collect(Collectors.joining());
    }

    static String tag(String name, Object value) {
        return "<%s>%s</%s>".formatted(name, text(String.valueOf(value)), name);
    }

    static String cdata(String raw) {
        return "<![CDATA[" + raw.replace("]]>", "]]]]><![CDATA[>") + "]]>";
    }

    static String gradeElement(PearlGrade g) {
        return """
                    <grade code="%s">
                      %s
                      %s
                      %s
                    </grade>""".formatted(
                text(g.grade()), tag("lustre", g.lustre()), tag("sizeMm", g.sizeMm()), tag("count", g.count()));
    }

    @Post(uri = "/", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_XML)
    HttpResponse<String> build(@Body HarvestLot lot) {
        if (lot.grades().isEmpty()) {
            return HttpResponse.badRequest("<error>lot has no graded pearls</error>");
        }
        var grades = lot.grades().stream()
                .map(HarvestManifestController::gradeElement)
                .collect(Collectors.joining("\n"));

        var manifest = """
                <?xml version="1.0" encoding="UTF-8"?>
                <manifest xmlns="urn:lagonbleu:harvest:1">
                  %s
                  %s
                  %s
                  %s
                  <grades>
                %s
                  </grades>
                  <note>%s</note>
                </manifest>
                """.formatted(
                tag("lot", lot.lotCode()),
                tag("farm", lot.farm()),
                tag("harvested", lot.harvested()),
                tag("total", lot.totalPearls()),
                grades,
                cdata(lot.graderNote()));

        return HttpResponse.ok(manifest);
    }
}
