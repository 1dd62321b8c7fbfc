// A bindery job search program of the h62 set (cwe-1333-redos).
package main

import (
	"errors"
	"net/http"
	"time"

	"github.com/dlclark/regexp2"
	"github.com/gin-gonic/gin"
)

// Conservators search the bindery's job log with patterns such as
// "quarter (cloth|leather)" or "sewn on (tapes|cords)".
type job struct {
	Ref     string `json:"ref"`
	Title   string `json:"title"`
	Binding string `json:"binding"`
	Notes   string `json:"notes"`
}

var jobLog = []job{
	{Ref: "B-2291", Title: "Parish register 1788-1803", Binding: "full calf, sewn on cords", Notes: "rebacked, original boards kept"},
	{Ref: "B-2304", Title: "Herbarium sketches", Binding: "quarter cloth, sewn on tapes", Notes: "guarded plates"},
	{Ref: "B-2310", Title: "Estate ledger", Binding: "half leather, sewn on tapes", Notes: "new endbands"},
}

func filterJobs(jobs []job, keep func(job) (bool, error)) ([]job, error) {
	out := make([]job, 0, len(jobs))
	for _, j := range jobs {
		ok, err := keep(j)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, j)
		}
	}
	return out, nil
}

func compileSearch(pattern string) (*regexp2.Regexp, error) {
	if len(pattern) > 100 {
		return nil, errors.New("pattern too long")
	}
	re, err := regexp2.Compile(pattern, regexp2.IgnoreCase)
	if err != nil {
		return nil, err
	}
	re.MatchTimeout = 50 * time.Millisecond
	return re, nil
}

func matcher(re *regexp2.Regexp) func(job) (bool, error) {
	return func(j job) (bool, error) {
		return re.MatchString(j.Title + "\n" + j.Binding + "\n" + j.Notes)
	}
}

func searchHandler(c *gin.Context) {
	pattern := c.Query("q")
	if pattern == "" {
		c.JSON(http.StatusOK, jobLog)
		return
	}
	re, err := compileSearch(pattern)
	if err != nil {
		c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "invalid pattern"})
		return
	}
	found, err := filterJobs(jobLog, matcher(re))
	if err != nil {
		c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "pattern too expensive"})
		return
	}
	c.JSON(http.StatusOK, found)
}

func main() {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(gin.Recovery())
	r.GET("/jobs/search", searchHandler)
	srv := &http.Server{Addr: ":8080", Handler: r, ReadHeaderTimeout: 5 * time.Second}
	_ = srv.ListenAndServe()
}
