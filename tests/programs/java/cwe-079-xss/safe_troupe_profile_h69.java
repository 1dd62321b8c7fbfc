// A troupe profile program of the h69 set (cwe-079-xss).
package com.flyingclubs.acts;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.bind.annotation.SessionAttributes;
import org.springframework.web.bind.support.SessionStatus;
import org.springframework.web.util.HtmlUtils;

class ActDraft implements Serializable {
    private String stageName;
    private String tagline;
    private final List<String> props = new ArrayList<>();

    public String getStageName() { return stageName; }
    public void setStageName(String stageName) { this.stageName = stageName; }
    public String getTagline() { return tagline; }
    public void setTagline(String tagline) { this.tagline = tagline; }
    public List<String> getProps() { return props; }
}

@Controller
@RequestMapping("/acts")
@SessionAttributes("actDraft")
class ActDraftController {

    @ModelAttribute("actDraft")
    ActDraft newDraft() {
        return new ActDraft();
    }

    @PostMapping("/draft")
    String saveDraft(@ModelAttribute("actDraft") ActDraft draft) {
        return "redirect:/acts/preview";
    }

    @PostMapping("/draft/props")
    String addProp(@ModelAttribute("actDraft") ActDraft draft, @RequestParam String prop) {
        if (draft.getProps().size() < 12 && !prop.isBlank()) {
            draft.getProps().add(prop.trim());
        }
        return "redirect:/acts/preview";
    }

    @GetMapping(value = "/preview", produces = MediaType.TEXT_HTML_VALUE)
    @ResponseBody
    String preview(@ModelAttribute("actDraft") ActDraft draft) {
        StringBuilder html = new StringBuilder();
        html.append("<!doctype html><html><head><title>Act preview</title></head><body>");
        html.append("<section class=\"act-card\">");
        html.append("<h1>").append(text(draft.getStageName())).append("</h1>");
        html.append("<p class=\"tagline\">").append(text(draft.getTagline())).append("</p>");
        html.append("<ul class=\"props\">");
        for (String prop : draft.getProps()) {
            html.append("<li>").append(text(prop)).append("</li>");
        }
        html.append("</ul></section>");
        html.append("<form method=\"post\" action=\"/acts/publish\"><button>Publish</button></form>");
        html.append("</body></html>");
        return html.toString();
    }

    @PostMapping("/publish")
    String publish(@ModelAttribute("actDraft") ActDraft draft, SessionStatus status) {
        status.setComplete();
        return "redirect:/acts/submitted";
    }

    private static String text(String value) {
        return value == null ? "" : HtmlUtils.htmlEscape(value);
    }
}
