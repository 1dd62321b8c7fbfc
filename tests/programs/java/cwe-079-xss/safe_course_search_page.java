// Spring MVC controller that renders the course catalogue search results fragment for a school portal.
package edu.northfield.portal.catalog;

import java.util.List;

import org.springframework.http.MediaType;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.util.HtmlUtils;

@Controller
public class CourseSearchController {

    public record Course(String code, String title, int credits) {}

    public interface CourseCatalog {
        List<Course> searchByTitle(String fragment, int limit);
    }

    private final CourseCatalog catalog;

    public CourseSearchController(CourseCatalog catalog) {
        this.catalog = catalog;
    }

    @GetMapping(value = "/catalog/search", produces = MediaType.TEXT_HTML_VALUE)
    @ResponseBody
    public String search(@RequestParam("q") String query,
                         @RequestParam(value = "limit", defaultValue = "25") int limit) {
        String term = query.strip();
        List<Course> results = catalog.searchByTitle(term, Math.min(limit, 100));

        StringBuilder html = new StringBuilder();
        html.append("<div class=\"search-results\">");
        html.append("<h2>").append(results.size()).append(" courses matching \"")
            .append(HtmlUtils.htmlEscape(term)).append("\"</h2>");
        html.append("<ul>");
        for (Course course : results) {
            html.append("<li><span class=\"code\">").append(HtmlUtils.htmlEscape(course.code()))
                .append("</span> ").append(HtmlUtils.htmlEscape(course.title()))
                .append(" (").append(course.credits()).append(" credits)</li>");
        }
        html.append("</ul></div>");
        return html.toString();
    }
}
