// Javalin endpoint that lets support engineers filter recent application log lines by pattern
package com.acme.support.logs;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import io.javalin.Javalin;
import io.javalin.http.Context;

public final class LogGrepEndpoint {

    public interface RecentLogBuffer {
        List<String> lastLines(int max);
    }

    private final RecentLogBuffer buffer;

    public LogGrepEndpoint(RecentLogBuffer buffer) {
        this.buffer = buffer;
    }

    public void register(Javalin app) {
        app.get("/support/logs/grep", this::grep);
    }

    private static Pattern compile(String expr, boolean ignoreCase) {
        int flags = ignoreCase ? Pattern.CASE_INSENSITIVE : 0;
        return Pattern.compile(expr, flags);
    }

    private void grep(Context ctx) {
        String expr = ctx.queryParam("q");
        if (expr == null || expr.isEmpty() || expr.length() > 200) {
            ctx.status(400).result("q must be 1-200 characters");
            return;
        }
        boolean ignoreCase = Boolean.parseBoolean(ctx.queryParam("i"));
        Pattern p;
        try {
            p = compile(expr, ignoreCase);
        } catch (PatternSyntaxException e) {
            ctx.status(400).result("bad pattern");
            return;
        }
        List<String> hits = new ArrayList<>();
        for (String line : buffer.lastLines(5000)) {
            if (p.matcher(line).find()) {
                hits.add(line);
            }
        }
        ctx.json(hits);
    }
}
