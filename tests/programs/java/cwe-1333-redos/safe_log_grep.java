// CI controller that searches a finished job's console log and returns the matching lines
package dev.forgeci.logs;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.QueryValue;

@Controller("/jobs")
public class JobLogSearchController {

    private static final int MAX_QUERY = 200;
    private static final int MAX_HITS = 500;

    private final JobLogStore logs;

    public JobLogSearchController(JobLogStore logs) {
        this.logs = logs;
    }

    @Get("/{jobId}/log/search")
    public HttpResponse<Map<String, Object>> search(@PathVariable long jobId, @QueryValue String q) throws IOException {
        if (q.isEmpty() || q.length() > MAX_QUERY) {
            return HttpResponse.badRequest(Map.of("error", "query must be 1-" + MAX_QUERY + " chars"));
        }
        Pattern matcher = Pattern.compile(Pattern.quote(q), Pattern.CASE_INSENSITIVE);
        List<Map<String, Object>> hits = new ArrayList<>();
        try (BufferedReader reader = logs.open(jobId)) {
            String line;
            int lineNo = 0;
            while ((line = reader.readLine()) != null && hits.size() < MAX_HITS) {
                lineNo++;
                if (matcher.matcher(line).find()) {
                    hits.add(Map.of("line", lineNo, "text", line));
                }
            }
        }
        return HttpResponse.ok(Map.of("job", jobId, "hits", hits));
    }

    public interface JobLogStore {
        BufferedReader open(long jobId) throws IOException;
    }
}
