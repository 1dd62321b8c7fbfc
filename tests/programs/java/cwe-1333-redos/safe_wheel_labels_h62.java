// A wheel labels program of the h62 set (cwe-1333-redos).
package com.alpinecurd.labels;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static spark.Spark.halt;
import static spark.Spark.port;
import static spark.Spark.post;

/**
 * The make room pastes a list of batch codes (one per line) at the end of a make day;
 * valid codes get a wheel label queued for the label printer in the aging room.
 */
class WheelLabelApi {

    // Batch codes look like GRUYERE-2024-117 or TOMME-B-12: letter/digit groups joined by dashes.
    private static final Pattern BATCH_CODE = Pattern.compile("^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*-?$");

    record Label(String batchCode, LocalDate madeOn) {}

    private static final BlockingQueue<Label> LABEL_QUEUE = new LinkedBlockingQueue<>();

    static boolean isBatchCode(String line) {
        return BATCH_CODE.matcher(line).matches();
    }

    static Map<Boolean, List<String>> classify(String body) {
        return body.lines()
                .map(String::strip)
                .filter(line -> !line.isEmpty())
                .collect(Collectors.partitioningBy(WheelLabelApi::isBatchCode));
    }

    static List<Label> labels(List<String> codes, LocalDate madeOn) {
        return codes.stream()
                .map(code -> new Label(code.toUpperCase(), madeOn))
                .distinct()
                .toList();
    }

    static String summary(List<Label> queued, List<String> rejected) {
        StringBuilder sb = new StringBuilder()
                .append("queued ").append(queued.size()).append(" labels\n");
        if (!rejected.isEmpty()) {
            sb.append("rejected ").append(rejected.size()).append(" lines\n");
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        port(4570);
        post("/make-days/:date/labels", (req, res) -> {
            LocalDate madeOn;
            try {
                madeOn = LocalDate.parse(req.params(":date"));
            } catch (RuntimeException e) {
                throw halt(400, "date must be yyyy-mm-dd");
            }
            Map<Boolean, List<String>> lines = classify(req.body());
            List<Label> queued = labels(lines.get(true), madeOn);
            LABEL_QUEUE.addAll(queued);
            res.type("text/plain");
            return summary(queued, lines.get(false));
        });
    }
}
