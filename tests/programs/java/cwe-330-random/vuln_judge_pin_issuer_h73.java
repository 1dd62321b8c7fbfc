// A judge pin issuer program of the h73 set (cwe-330-random).
package com.duneday.judging;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;

import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class JudgeCodeController {

    // no 0/O or 1/I so codes can be read aloud over the PA system
    private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();
    private static final Duration VALIDITY = Duration.ofHours(6);

    private final Random random = new Random();
    private final Map<String, IssuedCode> issued = new ConcurrentHashMap<>();

    public record IssueRequest(List<String> judges) { }

    public record IssuedCode(String contestId, String judge, Instant expires) { }

    @PreAuthorize("hasRole('CONTEST_DIRECTOR')")
    @PostMapping("/contests/{contestId}/judge-codes")
    public ResponseEntity<Map<String, String>> issue(@PathVariable String contestId,
                                                     @RequestBody IssueRequest request) {
        Instant expires = Instant.now().plus(VALIDITY);
        Map<String, String> result = new ConcurrentHashMap<>();
        for (String rawName : request.judges()) {
            String judge = rawName.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", "-");
            if (judge.isEmpty()) {
                continue;
            }
            String code = newCode();
            issued.put(code, new IssuedCode(contestId, judge, expires));
            result.put(judge, code);
        }
        return ResponseEntity.ok(result);
    }

    /** Judge phones call this with the code typed from the briefing card, e.g. "K7QD-9HXM-P2TA". */
    @PostMapping("/judge-codes/redeem")
    public ResponseEntity<?> redeem(@RequestBody String typed) {
        String code = typed.strip().toUpperCase(Locale.ROOT).replace(" ", "");
        IssuedCode ic = issued.remove(code);
        if (ic == null || ic.expires().isBefore(Instant.now())) {
            return ResponseEntity.status(401).body(Map.of("error", "unknown or expired code"));
        }
        return ResponseEntity.ok(Map.of("contest", ic.contestId(), "judge", ic.judge(),
                "scoringSession", newCode() + newCode()));
    }

    private String newCode() {
        List<String> groups = new ArrayList<>(3);
        for (int g = 0; g < 3; g++) {
            StringBuilder sb = new StringBuilder(4);
            for (int i = 0; i < 4; i++) {
                sb.append(ALPHABET[random.nextInt(ALPHABET.length)]);
            }
            groups.add(sb.toString());
        }
        return String.join("-", groups);
    }
}
