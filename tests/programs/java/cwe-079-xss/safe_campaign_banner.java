// Spring controller that renders the personalised landing banner for campaign links
package com.acme.marketing.web;

import java.util.Map;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

@RestController
public class CampaignBannerController {

    private static final Map<String, String> THEMES = Map.of(
            "spring", "#7bc67e",
            "summer", "#f5c542",
            "winter", "#6fa8dc");

    private static final String TEMPLATE =
            "<html><body style=\"background:%s\"><h1>Welcome back, %s!</h1>"
            + "<p>Your %s offer is waiting.</p></body></html>";

    private static String displayName(String name) {
        String trimmed = name.strip();
        String shortened = trimmed.length() > 40 ? trimmed.substring(0, 40) : trimmed;
        return HtmlUtils.htmlEscape(shortened);
    }

    @GetMapping(value = "/landing", produces = MediaType.TEXT_HTML_VALUE)
    public String landing(@RequestParam(defaultValue = "friend") String name,
                          @RequestParam(defaultValue = "spring") String campaign) {
        String color = THEMES.getOrDefault(campaign, "#ffffff");
        String label = THEMES.containsKey(campaign) ? campaign : "seasonal";
        return String.format(TEMPLATE, color, displayName(name), label);
    }
}
