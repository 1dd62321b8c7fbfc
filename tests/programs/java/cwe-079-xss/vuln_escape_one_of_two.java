// Spring controller rendering a comment header with author and title
package com.example.comments;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.stereotype.Controller;
import org.springframework.web.util.HtmlUtils;

@Controller
public class CommentHeaderController {
    @GetMapping("/comment/header")
    @ResponseBody
    public String header(@RequestParam String author, @RequestParam String title) {
        return "<h3>" + HtmlUtils.htmlEscape(title) + "</h3><span class=\"by\">" + author + "</span>";
    }
}
