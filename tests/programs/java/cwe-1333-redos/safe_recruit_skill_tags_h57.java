// Recruitment platform endpoint that validates and normalises the skill tags candidates attach to their profile
package com.hireline.profiles;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record SkillUpdate(List<String> tags) {}

sealed interface TagResult permits TagResult.Ok, TagResult.Rejected {
    record Ok(List<String> tags) implements TagResult {}
    record Rejected(int index) implements TagResult {}
}

@Service
class SkillTagService {
    private static final Pattern TAG = Pattern.compile("^[A-Za-z0-9+#.]+(?: [A-Za-z0-9+#.]+){0,5}$");
    private static final int MAX_TAGS = 30;

    TagResult normalise(List<String> raw) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < Math.min(raw.size(), MAX_TAGS); i++) {
            String trimmed = raw.get(i).strip();
            if (trimmed.length() > 40 || !TAG.matcher(trimmed).matches()) {
                return new TagResult.Rejected(i);
            }
            out.add(trimmed.toLowerCase(Locale.ROOT));
        }
        return new TagResult.Ok(out);
    }
}

@RestController
class CandidateSkillController {
    private final SkillTagService service;

    CandidateSkillController(SkillTagService service) {
        this.service = service;
    }

    @PutMapping("/candidates/{id}/skills")
    ResponseEntity<?> update(@PathVariable long id, @RequestBody SkillUpdate update) {
        TagResult result = service.normalise(update.tags());
        if (result instanceof TagResult.Rejected r) {
            return ResponseEntity.badRequest().body(Map.of("invalidTagIndex", r.index()));
        }
        return ResponseEntity.ok(((TagResult.Ok) result).tags());
    }
}
