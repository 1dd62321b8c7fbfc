// A carousel restorer part registration check program of the h76 set (cwe-1333-redos).
package com.brassringrestorations.parts;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

final class FieldRules {
    private static final Map<String, Pattern> RULES = new LinkedHashMap<>();

    static {
        RULES.put("partCode", Pattern.compile("^[A-Z]+(?:-[A-Z]+)*-?[0-9]{3}$"));
        RULES.put("horseName", Pattern.compile("^[A-Za-z' -]{1,40}$"));
        RULES.put("carvedYear", Pattern.compile("^(18|19)[0-9]{2}$"));
        RULES.put("workshop", Pattern.compile("^(north|south|annex)$"));
    }

    private FieldRules() {
    }

    static List<String> check(Map<String, String> form) {
        List<String> problems = new ArrayList<>();
        RULES.forEach((field, rule) -> {
            String value = form.get(field);
            if (value == null || value.length() > 64 || !rule.matcher(value).matches()) {
                problems.add(field);
            }
        });
        return problems;
    }
}

interface PartLedger {
    long record(Map<String, String> part);
}

class InMemoryLedger implements PartLedger {
    private final List<Map<String, String>> rows = new ArrayList<>();

    @Override
    public synchronized long record(Map<String, String> part) {
        rows.add(Map.copyOf(part));
        return rows.size();
    }
}

@WebServlet("/parts")
class PartRegistrationServlet extends HttpServlet {
    private final ObjectMapper mapper = new ObjectMapper();
    private final PartLedger ledger;

    PartRegistrationServlet() {
        this(new InMemoryLedger());
    }

    PartRegistrationServlet(PartLedger ledger) {
        this.ledger = ledger;
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Map<String, String> form = mapper.readValue(req.getInputStream(), new TypeReference<Map<String, String>>() {
        });
        List<String> problems = FieldRules.check(form);
        resp.setContentType("application/json");
        if (!problems.isEmpty()) {
            resp.setStatus(HttpServletResponse.SC_BAD_REQUEST);
            mapper.writeValue(resp.getOutputStream(), Map.of("invalidFields", problems));
            return;
        }
        long id = ledger.record(form);
        resp.setStatus(HttpServletResponse.SC_CREATED);
        mapper.writeValue(resp.getOutputStream(), Map.of("ledgerId", id));
    }
}
