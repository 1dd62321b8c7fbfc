// Spring MVC endpoint producing a printable HTML summary header for a legal matter
package com.briefwell.matters.print;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Controller;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.util.HtmlUtils;

record MatterHeader(String matterNumber, String title, LocalDate printedOn) {}

@Service
class MatterPrintService {
    private static final DateTimeFormatter DATE = DateTimeFormatter.ISO_LOCAL_DATE;

    MatterHeader header(long matterId, String title) {
        String shortTitle = title.length() > 200 ? title.substring(0, 200) : title;
        return new MatterHeader(String.format("M-%07d", matterId), shortTitle, LocalDate.now());
    }

    Map<String, String> fields(MatterHeader header) {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("Matter", header.matterNumber());
        fields.put("Title", header.title());
        fields.put("Printed", DATE.format(header.printedOn()));
        return fields;
    }

    String toHtml(Map<String, String> fields) {
        StringBuilder sb = new StringBuilder("<html><body><table class=\"matter-header\">");
        fields.forEach((label, value) ->
            sb.append("<tr><th>").append(label).append("</th><td>").append(HtmlUtils.htmlEscape(value)).append("</td></tr>"));
        return sb.append("</table></body></html>").toString();
    }
}

@Controller
class MatterPrintController {
    private final MatterPrintService service;

    MatterPrintController(MatterPrintService service) {
        this.service = service;
    }

    @GetMapping(value = "/matters/print-header", produces = MediaType.TEXT_HTML_VALUE)
    @ResponseBody
    String printHeader(@RequestParam long matterId, @RequestParam(defaultValue = "Untitled") String title) {
        MatterHeader header = service.header(matterId, title);
        return service.toHtml(service.fields(header));
    }
}
