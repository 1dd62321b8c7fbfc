// A survey export program of the h62 set (cwe-078-command).
package com.canopycare.survey;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Renders the canopy survey drawing for a tree-work job into the format the council wants.
 * Invoked by the office scheduler as: survey-export --job=OAK-2291 --format=pdf
 */
class SurveyExportCli {

    private static final Pattern JOB_ID = Pattern.compile("[A-Za-z0-9_-]{3,40}");
    private static final Set<String> FORMATS = Set.of("pdf", "png", "svg");

    record ExportOptions(String jobId, String format) {}

    static Map<String, String> options(String[] args) {
        return Arrays.stream(args)
                .filter(a -> a.startsWith("--") && a.contains("="))
                .map(a -> a.substring(2).split("=", 2))
                .collect(Collectors.toMap(kv -> kv[0], kv -> kv[1], (first, second) -> second));
    }

    static Optional<ExportOptions> parse(Map<String, String> opts) {
        String jobId = opts.get("job");
        if (jobId == null || !JOB_ID.matcher(jobId).matches()) {
            return Optional.empty();
        }
        String format = opts.getOrDefault("format", "pdf");
        if (!FORMATS.contains(format)) {
            return Optional.empty();
        }
        return Optional.of(new ExportOptions(jobId, format));
    }

    static String renderCommand(ExportOptions o) {
        return String.format(
                "inkscape surveys/%1$s/canopy.svg --export-type=%2$s --export-filename=exports/%1$s.%2$s",
                o.jobId(), o.format());
    }

    static int export(ExportOptions o) throws IOException, InterruptedException {
        Process p = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", renderCommand(o)});
        String log = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        int code = p.waitFor();
        if (code != 0) {
            System.err.println(log);
        }
        return code;
    }

    public static void main(String[] args) throws Exception {
        ExportOptions o = parse(options(args)).orElseThrow(() ->
                new IllegalArgumentException("usage: survey-export --job=<id> [--format=pdf|png|svg]"));
        int code = export(o);
        System.out.println(code == 0 ? "exported " + o.jobId() : "export failed for " + o.jobId());
        System.exit(code);
    }
}
