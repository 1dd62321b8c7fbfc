// about page that shows a feedback carousel
import { Component, ElementRef, ViewChild, type AfterViewInit } from '@angular/core'
import { ActivatedRoute } from '@angular/router'

@Component({
  selector: 'app-about',
  templateUrl: './about.component.html'
})
export class AboutComponent implements AfterViewInit {
  @ViewChild('greeting') greeting!: ElementRef

  constructor (private readonly route: ActivatedRoute) {}

  ngAfterViewInit (): void {
    const name = this.route.snapshot.queryParams.name ?? 'guest'
    this.greeting.nativeElement.textContent = 'Welcome back, ' + name
  }
}
