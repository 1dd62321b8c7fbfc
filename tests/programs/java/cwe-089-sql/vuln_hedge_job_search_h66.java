// A hedge job search program of the h66 set (cwe-089-sql).
package uk.co.midlandhedging.jobs.web;

import java.util.Arrays;
import java.util.List;

import javax.sql.DataSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;

/**
 * Search screen for laid hedges, used by the foremen to find past jobs in a parish.
 */
@Controller
class HedgeJobSearchController {

    private static final List STYLES = Arrays.asList(new String[] {
        "midland", "south-of-england", "welsh-border", "devon", "yorkshire"
    });

    private JdbcTemplate jdbcTemplate;

    @Autowired
    public void setDataSource(DataSource dataSource) {
        this.jdbcTemplate = new JdbcTemplate(dataSource);
    }

    @RequestMapping(value = "/jobs/search.htm", method = RequestMethod.GET)
    public ModelAndView search(@RequestParam(value = "parish", required = false) String parish,
                               @RequestParam(value = "style", required = false) String style) {
        ModelAndView mav = new ModelAndView("jobs/searchResults");
        if (parish == null || !isParishName(parish)) {
            mav.addObject("messageKey", "jobs.parish.invalid");
            return mav;
        }

        String sql = "SELECT job_id, parish, hedge_style, metres_laid, completed_on "
                + "FROM hedge_job WHERE parish = '" + parish + "'";
        if (style != null && STYLES.contains(style)) {
            sql = sql + " AND hedge_style = '" + style + "'";
        }
        sql = sql + " ORDER BY completed_on DESC";

        List jobs = jdbcTemplate.queryForList(sql);
        mav.addObject("jobs", jobs);
        mav.addObject("parish", parish);
        mav.addObject("jobCount", new Integer(jobs.size()));
        return mav;
    }

    /** Parish names are letters, spaces and hyphens, e.g. "Long Itchington". */
    private static boolean isParishName(String s) {
        if (s.length() == 0 || s.length() > 60) {
            return false;
        }
        char c = s.charAt(0);
        return Character.isLetter(c);
    }
}
