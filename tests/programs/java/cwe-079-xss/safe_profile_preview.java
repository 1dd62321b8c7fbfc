// Spring MVC endpoint returning an HTML preview card of a member's public profile before saving
package com.acme.community.web;

import java.net.URI;
import java.net.URISyntaxException;

import org.springframework.http.MediaType;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.util.HtmlUtils;

@Controller
class ProfilePreviewController {

    static final class Card {
        final String name;
        final String website;

        Card(String name, String website) {
            this.name = name;
            this.website = website;
        }
    }

    @GetMapping(value = "/profile/preview", produces = MediaType.TEXT_HTML_VALUE)
    @ResponseBody
    String preview(@RequestParam String displayName,
                   @RequestParam(required = false, defaultValue = "") String website) {
        String link = isWebLink(website.strip()) ? website.strip() : "";
        Card card = new Card(HtmlUtils.htmlEscape(displayName.strip()), HtmlUtils.htmlEscape(link));
        return renderCard(card);
    }

    private static boolean isWebLink(String value) {
        try {
            URI uri = new URI(value);
            String scheme = uri.getScheme();
            return uri.getHost() != null
                    && ("https".equalsIgnoreCase(scheme) || "http".equalsIgnoreCase(scheme));
        } catch (URISyntaxException e) {
            return false;
        }
    }

    private static String renderCard(Card card) {
        StringBuilder html = new StringBuilder("<div class=\"profile-card\">");
        html.append("<h2>").append(card.name).append("</h2>");
        if (!card.website.isEmpty()) {
            html.append("<a rel=\"nofollow\" href=\"").append(card.website).append("\">Website</a>");
        }
        return html.append("</div>").toString();
    }
}
