// Unseen set h59: cli translator match
package main

import (
	"encoding/csv"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"strings"

	"github.com/go-ldap/ldap/v3"
)

// FilterBuilder assembles conjunctive LDAP filters.
type FilterBuilder struct {
	parts []string
}

func NewFilter() *FilterBuilder { return &FilterBuilder{} }

func (b *FilterBuilder) Eq(attr, value string) *FilterBuilder {
	b.parts = append(b.parts, "("+attr+"="+ldap.EscapeFilter(value)+")")
	return b
}

func (b *FilterBuilder) String() string {
	return "(&" + strings.Join(b.parts, "") + ")"
}

// JobRequest is one row of the client-portal export: job id, source, target, subject area.
type JobRequest struct {
	JobID, Source, Target, Domain string
}

type TranslatorDirectory interface {
	Match(job JobRequest) ([]string, error)
}

type ldapTranslatorDirectory struct {
	conn   *ldap.Conn
	baseDN string
}

func (d *ldapTranslatorDirectory) Match(job JobRequest) ([]string, error) {
	filter := NewFilter().
		Eq("objectClass", "translator").
		Eq("sourceLanguage", job.Source).
		Eq("targetLanguage", job.Target).
		Eq("specialism", job.Domain).
		String()
	req := ldap.NewSearchRequest(d.baseDN, ldap.ScopeSingleLevel, ldap.NeverDerefAliases, 20, 15, false,
		filter, []string{"mail"}, nil)
	res, err := d.conn.Search(req)
	if err != nil {
		return nil, err
	}
	var mails []string
	for _, e := range res.Entries {
		mails = append(mails, e.GetAttributeValue("mail"))
	}
	return mails, nil
}

// Assigner proposes freelance translators for each incoming job.
type Assigner struct {
	dir TranslatorDirectory
	out io.Writer
}

func (a *Assigner) Run(in io.Reader) error {
	r := csv.NewReader(in)
	r.FieldsPerRecord = 4
	for {
		rec, err := r.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		job := JobRequest{JobID: rec[0], Source: rec[1], Target: rec[2], Domain: rec[3]}
		mails, err := a.dir.Match(job)
		if err != nil {
			log.Printf("job %s: %v", job.JobID, err)
			continue
		}
		fmt.Fprintf(a.out, "%s\t%s\n", job.JobID, strings.Join(mails, ","))
	}
}

func main() {
	ldapURL := flag.String("ldap", os.Getenv("LDAP_URL"), "directory server URL")
	baseDN := flag.String("base", "ou=freelancers,dc=lingua-partners,dc=com", "search base")
	flag.Parse()

	conn, err := ldap.DialURL(*ldapURL)
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close()
	if err := conn.Bind(os.Getenv("LDAP_BIND_DN"), os.Getenv("LDAP_BIND_PASSWORD")); err != nil {
		log.Fatal(err)
	}

	a := &Assigner{dir: &ldapTranslatorDirectory{conn: conn, baseDN: *baseDN}, out: os.Stdout}
	if err := a.Run(os.Stdin); err != nil {
		log.Fatal(err)
	}
}
