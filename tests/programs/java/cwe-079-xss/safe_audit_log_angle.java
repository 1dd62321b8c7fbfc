// Spring controller that records a rename in the audit log and answers with JSON
package com.example.audit;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.util.Map;

@RestController
public class RenameController {
    private static final Logger log = LoggerFactory.getLogger(RenameController.class);

    @PostMapping("/api/rename")
    public Map<String, Object> rename(@RequestParam String oldName, @RequestParam String newName) {
        String entry = "rename <item> from " + oldName.replaceAll("[\r\n]", "_") + " to " + newName.replaceAll("[\r\n]", "_");
        log.info(entry);
        return Map.of("ok", true);
    }
}
