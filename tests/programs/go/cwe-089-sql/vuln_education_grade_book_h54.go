// Chi + GORM handler returning a student's grades for one course in the school gradebook.
package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/go-chi/chi/v5"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"
)

type Grade struct {
	ID         uint
	CourseCode string
	StudentID  string
	Assignment string
	Score      float64
}

type scope func(*gorm.DB) *gorm.DB

func byCourse(code string) scope {
	return func(db *gorm.DB) *gorm.DB { return db.Where("course_code = ?", code) }
}

func byStudent(student string) scope {
	return func(db *gorm.DB) *gorm.DB {
		return db.Where(fmt.Sprintf("student_id = '%s'", student))
	}
}

func gradesHandler(db *gorm.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		code := strings.ToUpper(chi.URLParam(r, "course"))
		student := strings.TrimSpace(r.URL.Query().Get("student"))
		if student == "" {
			http.Error(w, "student required", http.StatusBadRequest)
			return
		}
		var grades []Grade
		scopes := []func(*gorm.DB) *gorm.DB{byCourse(code), byStudent(student)}
		if err := db.Scopes(scopes...).Order("assignment").Find(&grades).Error; err != nil {
			http.Error(w, "lookup failed", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(grades)
	}
}

func main() {
	db, err := gorm.Open(postgres.Open(os.Getenv("GRADEBOOK_DSN")), &gorm.Config{})
	if err != nil {
		panic(err)
	}
	r := chi.NewRouter()
	r.Get("/courses/{course}/grades", gradesHandler(db))
	http.ListenAndServe(":8088", r)
}
