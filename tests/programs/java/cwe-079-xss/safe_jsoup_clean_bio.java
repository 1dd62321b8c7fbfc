// Spring endpoint that shows a user's bio with a small set of allowed formatting tags
package com.example.profile;

import org.jsoup.Jsoup;
import org.jsoup.safety.Safelist;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class BioPreviewController {
    @GetMapping(value = "/bio/preview", produces = MediaType.TEXT_HTML_VALUE)
    public String preview(@RequestParam String bio) {
        String html = "<div class=\"bio\">" + bio + "</div>";
        return Jsoup.clean(html, Safelist.basic());
    }
}
