// A harvest export program of the h72 set (cwe-022-path).
package com.bineridgehops.tools;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

public class HarvestExport {

    record Picking(String field, String variety, LocalDate day, double kilos) {}

    abstract static class ReportExporter {
        protected final Path outputDir;

        ReportExporter(Path outputDir) {
            this.outputDir = outputDir.toAbsolutePath().normalize();
        }

        // template method: subclasses decide the format, the base decides the flow
        public final Path export(String reportName, List<Picking> rows) throws IOException {
            Path target = targetFor(reportName);
            Files.createDirectories(target.getParent());
            try (Writer w = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
                writeHeader(w);
                for (Picking p : rows) {
                    writeRow(w, p);
                }
            }
            return target;
        }

        protected Path targetFor(String reportName) {
            Path candidate = outputDir.resolve(reportName).normalize();
            if (!candidate.startsWith(outputDir)) {
                throw new IllegalArgumentException("report must stay inside " + outputDir);
            }
            return candidate;
        }

        protected abstract void writeHeader(Writer w) throws IOException;

        protected abstract void writeRow(Writer w, Picking p) throws IOException;
    }

    static final class CsvExporter extends ReportExporter {
        CsvExporter(Path outputDir) {
            super(outputDir);
        }

        @Override
        protected Path targetFor(String reportName) {
            String file = reportName.endsWith(".csv") ? reportName : reportName + ".csv";
            return super.targetFor(file);
        }

        @Override
        protected void writeHeader(Writer w) throws IOException {
            w.write("field,variety,day,kilos\n");
        }

        @Override
        protected void writeRow(Writer w, Picking p) throws IOException {
            w.write(String.join(",", p.field(), p.variety(), p.day().toString(), String.valueOf(p.kilos())));
            w.write('\n');
        }
    }

    static final class TsvExporter extends ReportExporter {
        TsvExporter(Path outputDir) {
            super(outputDir);
        }

        @Override
        protected void writeHeader(Writer w) throws IOException {
            w.write("field\tvariety\tday\tkilos\n");
        }

        @Override
        protected void writeRow(Writer w, Picking p) throws IOException {
            w.write(p.field() + "\t" + p.variety() + "\t" + p.day() + "\t" + p.kilos() + "\n");
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: harvest-export <csv|tsv> <report-name>");
            System.exit(2);
        }
        Path out = Paths.get(System.getenv().getOrDefault("HARVEST_REPORTS", "/var/lib/bineridge/reports"));
        Map<String, ReportExporter> exporters = Map.of(
                "csv", new CsvExporter(out),
                "tsv", new TsvExporter(out));
        ReportExporter exporter = exporters.get(args[0]);
        if (exporter == null) {
            System.err.println("unknown format " + args[0]);
            System.exit(2);
        }
        List<Picking> rows = List.of(
                new Picking("north-7", "Cascade", LocalDate.now(), 412.5),
                new Picking("river-2", "Centennial", LocalDate.now(), 388.0));
        Path written = exporter.export(args[1], rows);
        System.out.println("wrote " + written);
    }
}
