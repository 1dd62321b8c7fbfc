// REST controller returning payslip summaries per department for the HR reporting screen.
package com.ledgerline.payroll.report;

import java.util.List;

import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/payroll/reports")
public class DepartmentPayController {

    private final SessionFactory sessionFactory;

    public DepartmentPayController(SessionFactory sessionFactory) {
        this.sessionFactory = sessionFactory;
    }

    @GetMapping("/department")
    public List<PayLine> byDepartment(@RequestParam String dept,
                                      @RequestParam(defaultValue = "2024") int year) {
        ReportFilter filter = new ReportFilter(dept.toUpperCase(), year);
        try (Session session = sessionFactory.openSession()) {
            String hql = "select new com.ledgerline.payroll.report.PayLine(e.fullName, p.gross, p.net) "
                    + "from Payslip p join p.employee e "
                    + "where e.department.code = :dept "
                    + "and p.taxYear = :year order by e.fullName";
            return session.createQuery(hql, PayLine.class)
                    .setParameter("dept", filter.department)
                    .setParameter("year", filter.year)
                    .setMaxResults(500)
                    .list();
        }
    }

    static final class ReportFilter {
        final String department;
        final int year;

        ReportFilter(String department, int year) {
            this.department = department;
            this.year = year;
        }
    }
}
