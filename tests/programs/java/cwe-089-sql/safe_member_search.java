// Javalin route that searches club members by surname prefix using JDBI
package com.acme.club.routes;

import java.util.List;
import java.util.Map;

import io.javalin.Javalin;
import io.javalin.http.Context;
import org.jdbi.v3.core.Jdbi;

public final class MemberSearchRoutes {

    private final Jdbi jdbi;

    public MemberSearchRoutes(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    public void register(Javalin app) {
        app.get("/members/search", this::search);
    }

    private static String normalisePrefix(String raw) {
        if (raw == null) {
            return "";
        }
        String p = raw.trim();
        if (p.length() > 40) {
            p = p.substring(0, 40);
        }
        return p.replace("%", "").replace("_", "");
    }

    private void search(Context ctx) {
        String prefix = normalisePrefix(ctx.queryParam("surname"));
        int limit = ctx.queryParamAsClass("limit", Integer.class).getOrDefault(20);
        List<Map<String, Object>> rows = jdbi.withHandle(h ->
                h.createQuery("SELECT member_no, first_name, surname, joined FROM members "
                        + "WHERE surname LIKE :prefix ORDER BY surname LIMIT :limit")
                 .bind("prefix", prefix + "%")
                 .bind("limit", Math.min(Math.max(limit, 1), 100))
                 .mapToMap()
                 .list());
        ctx.json(rows);
    }
}
