// A entry validation program of the h72 set (cwe-1333-redos).
package com.redmesarodeo.entries;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

enum EntryField {
    RIDER_NAME("rider") {
        private final Pattern p = Pattern.compile("^[\\p{L}][\\p{L} .'-]{1,59}$");
        boolean accepts(String v) { return p.matcher(v).matches(); }
    },
    HORSE_NAME("horse") {
        private final Pattern p = Pattern.compile("^[\\p{L}0-9][\\p{L}0-9 '-]{0,39}$");
        boolean accepts(String v) { return p.matcher(v).matches(); }
    },
    MEMBERSHIP("membership") {
        private final Pattern p = Pattern.compile("^PRCA-\\d{5,7}$");
        boolean accepts(String v) { return p.matcher(v).matches(); }
    },
    SPONSOR("sponsor") {
        // sponsor names are shown on the arena board: words separated by single spaces
        private final Pattern p = Pattern.compile("^[A-Za-z0-9&]+(?: [A-Za-z0-9&]+)*$");
        boolean accepts(String v) { return v.isEmpty() || (v.length() <= 80 && p.matcher(v).matches()); }
    },
    EVENT("event") {
        private final Set<String> events = Set.of("barrels", "poles", "tie-down", "team-roping", "breakaway");
        boolean accepts(String v) { return events.contains(v.toLowerCase(Locale.ROOT)); }
    };

    final String param;

    EntryField(String param) {
        this.param = param;
    }

    abstract boolean accepts(String value);
}

record Entry(Map<EntryField, String> values) {
    String summary() {
        return values.get(EntryField.RIDER_NAME) + " on " + values.get(EntryField.HORSE_NAME)
                + " in " + values.get(EntryField.EVENT);
    }
}

@WebServlet("/entries")
public class EntryFormServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Map<EntryField, String> values = new EnumMap<>(EntryField.class);
        List<String> problems = new ArrayList<>();
        for (EntryField field : EntryField.values()) {
            String raw = req.getParameter(field.param);
            String value = raw == null ? "" : raw.strip();
            if (!field.accepts(value)) {
                problems.add(field.param);
            }
            values.put(field, value);
        }
        resp.setContentType("text/plain;charset=UTF-8");
        if (!problems.isEmpty()) {
            resp.setStatus(HttpServletResponse.SC_BAD_REQUEST);
            resp.getWriter().println("please check: " + String.join(", ", problems));
            return;
        }
        Entry entry = new Entry(values);
        // entry fees are collected at the secretary's booth on draw day
        resp.setStatus(HttpServletResponse.SC_CREATED);
        resp.getWriter().println("entered: " + entry.summary());
    }
}
