// A job sheet export program of the h67 set (cwe-732-permissions).
// blacksmith forges: export the week's commission job sheets (with customer addresses) for the delivery van
package com.anvilworks.jobsheets;

import io.dropwizard.core.Application;
import io.dropwizard.core.Configuration;
import io.dropwizard.core.setup.Environment;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;

public class JobSheetApplication extends Application<Configuration> {

    record JobSheet(String customer, String address, String item, String finish, int weightKg) {
    }

    static class JobSheetRepository {
        List<JobSheet> forWeek(int isoWeek) {
            return List.of(
                    new JobSheet("M. Hartley", "4 Mill Lane, Ledbury", "Garden gate", "black wax", 38),
                    new JobSheet("Oakridge Farm", "Oakridge, Bromyard", "Fire basket", "raw", 22));
        }
    }

    static class JobSheetExporter {
        private static final Set<PosixFilePermission> SHEET_PERMS = PosixFilePermissions.fromString("rw-------");
        private final java.nio.file.Path exportDir = java.nio.file.Path.of("/srv/forge/exports");

        java.nio.file.Path export(int isoWeek, List<JobSheet> sheets) throws IOException {
            Files.createDirectories(exportDir);
            java.nio.file.Path file = exportDir.resolve("week-" + isoWeek + ".csv");
            Files.deleteIfExists(file);
            FileAttribute<Set<PosixFilePermission>> attrs = PosixFilePermissions.asFileAttribute(SHEET_PERMS);
            Files.createFile(file, attrs);
            Files.setPosixFilePermissions(file, SHEET_PERMS);
            try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
                out.write("customer,address,item,finish,weight_kg\n");
                for (JobSheet s : sheets) {
                    out.write(String.join(",", quote(s.customer()), quote(s.address()), quote(s.item()),
                            quote(s.finish()), String.valueOf(s.weightKg())));
                    out.newLine();
                }
            }
            return file;
        }

        private static String quote(String v) {
            return "\"" + v.replace("\"", "\"\"") + "\"";
        }
    }

    @Path("/jobsheets/export")
    public static class ExportResource {
        private final JobSheetRepository repository;
        private final JobSheetExporter exporter;

        ExportResource(JobSheetRepository repository, JobSheetExporter exporter) {
            this.repository = repository;
            this.exporter = exporter;
        }

        @POST
        public Response export(@QueryParam("week") @NotNull @Min(1) @Max(53) Integer week) throws IOException {
            java.nio.file.Path file = exporter.export(week, repository.forWeek(week));
            return Response.accepted(file.getFileName().toString()).build();
        }
    }

    @Override
    public void run(Configuration configuration, Environment environment) {
        environment.jersey().register(new ExportResource(new JobSheetRepository(), new JobSheetExporter()));
    }

    public static void main(String[] args) throws Exception {
        new JobSheetApplication().run(args);
    }
}
