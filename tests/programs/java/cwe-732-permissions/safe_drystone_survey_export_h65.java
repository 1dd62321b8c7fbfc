// A drystone survey export program of the h65 set (cwe-732-permissions).
package uk.drystonewalling.surveys;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;

/**
 * Exports the field survey of boundary walls on an estate into a CSV that the
 * grant officer uploads to the agri-environment scheme. The export includes the
 * landowner's name, phone and bank sort code for the capital grant payment.
 *
 * usage: survey-export <estate-id> <output-dir>
 */
public final class WallSurveyExport {

    private WallSurveyExport() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2 || !args[0].matches("[0-9]{1,7}")) {
            System.err.println("usage: survey-export <estate-id> <output-dir>");
            System.exit(2);
        }
        int estateId = Integer.parseInt(args[0]);
        Path outDir = Paths.get(args[1]);
        Files.createDirectories(outDir);

        SurveyDatabase db = SurveyDatabase.open(System.getenv("SURVEY_DB_URL"));
        Estate estate = db.estate(estateId);
        List<WallSection> sections = db.wallSections(estateId);

        Path csv = outDir.resolve("estate-" + estateId + "-walls.csv");
        Set<PosixFilePermission> perms = PosixFilePermissions.fromString("rw-------");
        Files.deleteIfExists(csv);
        Files.createFile(csv, PosixFilePermissions.asFileAttribute(perms));
        Files.setPosixFilePermissions(csv, perms);

        try (BufferedWriter out = Files.newBufferedWriter(csv, StandardCharsets.UTF_8)) {
            out.write("owner,phone,sort_code,section,length_m,condition,coping,through_stones\n");
            for (WallSection s : sections) {
                out.write(String.join(",",
                        estate.ownerName(), estate.ownerPhone(), estate.sortCode(),
                        s.code(), String.valueOf(s.lengthMetres()), s.condition(),
                        s.copingStyle(), String.valueOf(s.throughStonesPerMetre())));
                out.write('\n');
            }
        }
        System.out.printf("wrote %d wall sections to %s%n", sections.size(), csv);
    }

    record Estate(String ownerName, String ownerPhone, String sortCode) {
    }

    record WallSection(String code, double lengthMetres, String condition,
                       String copingStyle, double throughStonesPerMetre) {
    }
}
